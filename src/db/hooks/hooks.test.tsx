// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createCollection } from '../collections/createCollection';
import { setCurrentCollection } from '../collections/currentCollection';
import { deleteCollection } from '../collections/deleteCollection';
import { DatabaseProvider, useDatabase } from '../DatabaseProvider';
import type { CardfolioDatabase } from '../database';
import { freshDatabase } from '../testing/database';
import { useCollections } from './useCollections';
import { useCurrentCollection } from './useCurrentCollection';
import { useOutboxStatus } from './useOutboxStatus';

let db: CardfolioDatabase;
afterEach(async () => {
  cleanup();
  await db?.delete();
});

function withDatabase(database: CardfolioDatabase) {
  return ({ children }: { children: ReactNode }) => (
    <DatabaseProvider database={database}>{children}</DatabaseProvider>
  );
}

describe('live-query hooks', () => {
  it('useCollections follows writes made through the use cases', async () => {
    db = freshDatabase();
    const { result } = renderHook(() => useCollections(), { wrapper: withDatabase(db) });
    await waitFor(() => expect(result.current).toEqual([]));
    await act(() => createCollection(db, { name: 'Binder' }));
    await waitFor(() => expect(result.current?.map((c) => c.name)).toEqual(['Binder']));
  });

  it('useCurrentCollection follows the selection and deletion', async () => {
    db = freshDatabase();
    const { result } = renderHook(() => useCurrentCollection(), { wrapper: withDatabase(db) });
    await waitFor(() => expect(result.current).toBeNull());
    const first = await act(() => createCollection(db, { name: 'First' }));
    const second = await act(() => createCollection(db, { name: 'Second' }));
    await waitFor(() => expect(result.current?.id).toBe(first.id));
    await act(() => setCurrentCollection(db, second.id));
    await waitFor(() => expect(result.current?.name).toBe('Second'));
    await act(() => deleteCollection(db, second.id));
    await waitFor(() => expect(result.current?.id).toBe(first.id));
  });

  it('useOutboxStatus counts pending entries and lists parked ones', async () => {
    db = freshDatabase();
    const { result } = renderHook(() => useOutboxStatus(), { wrapper: withDatabase(db) });
    await waitFor(() => expect(result.current).toEqual({ pendingCount: 0, failed: [] }));
    await act(() => createCollection(db, { name: 'A' }));
    await act(() => createCollection(db, { name: 'B' }));
    await waitFor(() => expect(result.current?.pendingCount).toBe(2));
    const [firstSeq] = await db.outbox.toCollection().primaryKeys();
    await act(() =>
      db.outbox.update(firstSeq, { state: 'failed', lastError: 'Collection name is too long' }),
    );
    await waitFor(() => expect(result.current?.pendingCount).toBe(1));
    expect(result.current?.failed.map((e) => e.lastError)).toEqual(['Collection name is too long']);
  });

  it('useDatabase explains a missing provider', () => {
    expect(() => renderHook(() => useDatabase())).toThrow('DatabaseProvider');
  });
});
