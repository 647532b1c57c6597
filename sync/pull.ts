import { API, pathOf } from '../src/domain/api';
import { ChangesPage } from '../src/domain/schemas';
import type { SyncStore, SyncTransport } from './ports';
import type { PullProgress } from './status';

export const PULL_PAGE_SIZE = 500;

export type PullResult =
  | { kind: 'done'; received: number }
  | { kind: 'failed'; reason: string; offline: boolean }
  | { kind: 'signed-out' };

/**
 * Pulls `GET /sync/changes` page by page from the stored cursor until `hasMore` is false. Each page is
 * applied with its cursor in one transaction, so an interrupted pull resumes where it stopped.
 */
export async function pullChanges(
  store: SyncStore,
  transport: SyncTransport,
  onProgress: (progress: PullProgress) => void = () => {},
  pageSize = PULL_PAGE_SIZE,
): Promise<PullResult> {
  let cursor = await store.readCursor();
  const progress: PullProgress = { initial: cursor === 0, pages: 0, received: 0 };
  for (;;) {
    let answer: Awaited<ReturnType<SyncTransport['send']>>;
    try {
      answer = await transport.send(
        API.sync.changes.method,
        pathOf(API.sync.changes, {}, { since: cursor, limit: pageSize }),
      );
    } catch (error) {
      return {
        kind: 'failed',
        reason: error instanceof Error ? error.message : 'network error',
        offline: true,
      };
    }
    if (answer.status === 401) return { kind: 'signed-out' };
    if (!answer.ok)
      return { kind: 'failed', reason: answer.message ?? `HTTP ${answer.status}`, offline: false };
    const page = ChangesPage.safeParse(answer.data);
    if (!page.success)
      return { kind: 'failed', reason: 'The server sent an unexpected change list', offline: false };
    await store.applyPage(page.data);
    progress.pages++;
    progress.received += page.data.changes.length;
    onProgress({ ...progress });
    if (!page.data.hasMore) return { kind: 'done', received: progress.received };
    if (page.data.cursor <= cursor) {
      return { kind: 'failed', reason: 'The change list did not move forward', offline: false };
    }
    cursor = page.data.cursor;
  }
}
