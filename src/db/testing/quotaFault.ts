/**
 * A disk that fills part way (issue 30): from the `nth` row written (put or add, counted from the
 * call) on, fake-indexeddb's object stores throw a DOMException named QuotaExceededError, as a
 * browser's IndexedDB does when the origin's quota is reached. `stores` limits the count to the named
 * object stores. Call the answer's `restore` to give the space back.
 */
export function fillDiskAtWrite(nth: number, stores?: readonly string[]) {
  const prototype = globalThis.IDBObjectStore.prototype;
  const original = { put: prototype.put, add: prototype.add };
  let written = 0;
  const counted = (method: 'put' | 'add') =>
    function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      if (!stores || stores.includes(this.name)) {
        written += 1;
        if (written >= nth) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      return original[method].apply(this, args);
    };
  prototype.put = counted('put');
  prototype.add = counted('add');
  const restore = () => {
    prototype.put = original.put;
    prototype.add = original.add;
  };
  return {
    /** Rows written before the disk filled, counting the refused one. */
    writes: () => written,
    restore,
  };
}
