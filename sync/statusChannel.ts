import type { StatusPublisher, SyncStatus } from './status';

/** The part of BroadcastChannel the tabs talk through. */
export interface TabChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

type StatusMessage = { kind: 'status'; status: SyncStatus } | { kind: 'ask' };

function isStatusMessage(data: unknown): data is StatusMessage {
  const kind = (data as { kind?: unknown } | null)?.kind;
  return kind === 'ask' || (kind === 'status' && typeof (data as { status?: unknown }).status === 'object');
}

/**
 * Only the leading tab syncs (sync/leader.ts), yet every tab's header shows the sync status: the
 * leader posts its status on each change and on request; the others take it as theirs. A tab asks once
 * at start, so one opened after the last sync still learns when it was.
 */
export function shareStatusAcrossTabs(
  status: StatusPublisher,
  channel: TabChannel,
  isLeader: () => boolean,
): () => void {
  const post = (current: SyncStatus) => channel.postMessage({ kind: 'status', status: current });
  const unsubscribe = status.subscribe((current) => {
    if (isLeader()) post(current);
  });
  const onMessage = ({ data }: { data: unknown }) => {
    if (!isStatusMessage(data)) return;
    if (data.kind === 'ask' && isLeader()) post(status.get());
    if (data.kind === 'status' && !isLeader()) status.update(data.status);
  };
  channel.addEventListener('message', onMessage);
  channel.postMessage({ kind: 'ask' });
  return () => {
    unsubscribe();
    channel.removeEventListener('message', onMessage);
  };
}
