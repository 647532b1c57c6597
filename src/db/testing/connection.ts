import Dexie from 'dexie';

/**
 * What the browser does when it drops a connection (the app slept; Safari does it often): the running
 * transaction aborts, the connection closes and fires `close`. fake-indexeddb has no forced close, so
 * the steps are taken by hand, in the HTML spec's order. Call it inside the transaction to break.
 */
export function closeLikeTheBrowser(db: Dexie): void {
  const connection = db.backendDB();
  Dexie.currentTransaction?.idbtrans?.abort();
  connection.close();
  connection.onclose?.call(connection, new Event('close'));
}
