import type { SyncStore } from '../../sync/ports';

/**
 * A sync store that adds up the time spent inside each of its calls, by name: where a push's own work on
 * the device goes. Shared by the push benches in Node and in the page (no Node or DOM imports).
 */
export function timedStore(inner: SyncStore): { store: SyncStore; spent: Record<string, number> } {
  const spent: Record<string, number> = {};
  const store = Object.fromEntries(
    Object.entries(inner).map(([name, call]) => [
      name,
      async (...args: unknown[]) => {
        const start = performance.now();
        try {
          return await (call as (...a: unknown[]) => Promise<unknown>)(...args);
        } finally {
          spent[name] = (spent[name] ?? 0) + performance.now() - start;
        }
      },
    ]),
  ) as unknown as SyncStore;
  return { store, spent };
}
