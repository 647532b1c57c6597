import { describe, expect, it } from 'vitest';
import { groupCards } from '../../domain/cards/grouping';
import { makeCard } from '../../domain/testing/factories';
import { readSnapshot, SNAPSHOT_ROWS, snapshotSignature, writeSnapshot } from './cardsSnapshot';
import { DEFAULT_CARDS_VIEW } from './cardsViewSettings';

/** Storage kept in a Map, as localStorage keeps it. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const rows = groupCards(
  Array.from({ length: 40 }, (_, index) => makeCard({ name: `Card ${index}` })),
  'none',
);

describe('cards view snapshot', () => {
  it('keeps the first rows and the count line, and gives them back only for the same settings', () => {
    const storage = memoryStorage();
    const signature = snapshotSignature(DEFAULT_CARDS_VIEW);
    writeSnapshot(storage, 'k', signature, { rows, shown: 40, total: 55 });
    const snapshot = readSnapshot(storage, 'k', signature);
    expect(snapshot?.rows).toHaveLength(SNAPSHOT_ROWS);
    expect(snapshot?.rows.map((row) => row.name)).toEqual(
      rows.slice(0, SNAPSHOT_ROWS).map((row) => row.name),
    );
    expect(snapshot).toMatchObject({ shown: 40, total: 55 });
    const otherSort = snapshotSignature({ ...DEFAULT_CARDS_VIEW, sortField: 'set' });
    expect(readSnapshot(storage, 'k', otherSort)).toBeNull();
    expect(readSnapshot(storage, 'other', signature)).toBeNull();
  });

  it('reads nothing from text that is not a snapshot, and survives a full storage', () => {
    const storage = memoryStorage();
    const signature = snapshotSignature(DEFAULT_CARDS_VIEW);
    storage.setItem('k', '{not json');
    expect(readSnapshot(storage, 'k', signature)).toBeNull();
    storage.setItem('k', JSON.stringify({ v: 0, signature, rows: [] }));
    expect(readSnapshot(storage, 'k', signature)).toBeNull();
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeSnapshot(full, 'k', signature, { rows, shown: 1, total: 1 })).not.toThrow();
  });
});
