import type { LeaderLockManager } from '../leader';

interface Request {
  name: string;
  signal?: AbortSignal;
  callback: () => Promise<void>;
  settle: () => void;
}

/**
 * An exclusive Web Lock manager for unit tests, with navigator.locks' rules: one holder per name,
 * waiters granted in request order, an aborted waiter leaves the line, and `closeTab` drops a
 * holder's lock as the browser does when its tab closes.
 */
export class FakeLockManager implements LeaderLockManager {
  private readonly holders = new Map<string, Request>();
  private readonly queue: Request[] = [];

  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const request: Request = { name, signal: options.signal, callback, settle: () => resolve(undefined) };
      options.signal?.addEventListener('abort', () => {
        const at = this.queue.indexOf(request);
        if (at < 0) return;
        this.queue.splice(at, 1);
        reject(new DOMException('The request was aborted', 'AbortError'));
      });
      this.queue.push(request);
      this.grant(name);
    });
  }

  /** Who holds `name` now: the callback of the request that got it, or null. */
  holder(name: string): (() => Promise<void>) | null {
    return this.holders.get(name)?.callback ?? null;
  }

  waiting(name: string): number {
    return this.queue.filter((request) => request.name === name).length;
  }

  /** The tab of the holder closed: the browser releases its lock whatever its promise does. */
  closeTab(name: string): void {
    this.release(name);
  }

  private grant(name: string) {
    if (this.holders.has(name)) return;
    const at = this.queue.findIndex((request) => request.name === name);
    if (at < 0) return;
    const [request] = this.queue.splice(at, 1);
    this.holders.set(name, request);
    request.callback().finally(() => {
      if (this.holders.get(name) === request) this.release(name);
    });
  }

  private release(name: string) {
    const request = this.holders.get(name);
    if (!request) return;
    this.holders.delete(name);
    request.settle();
    this.grant(name);
  }
}
