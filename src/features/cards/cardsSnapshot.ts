import type { CardRow } from '../../domain/cards/cardRow';
import type { CardsViewSettings } from './cardsViewSettings';

/** Rows kept: more than the first screen holds at any width (five columns, two lines and some). */
export const SNAPSHOT_ROWS = 30;
const VERSION = 1;

/** The first rows of the cards view as last shown, with its count line, for the next start. */
export interface CardsSnapshot {
  rows: CardRow[];
  shown: number;
  total: number;
}

type RowSettings = Pick<
  CardsViewSettings,
  'groupBy' | 'sortField' | 'sortDirection' | 'gainLossMode' | 'search' | 'color' | 'rarity' | 'status'
> &
  Partial<Pick<CardsViewSettings, 'grader' | 'grade'>>;

/** What decides which rows come first: a snapshot taken under other settings is not shown. */
export function snapshotSignature(settings: RowSettings): string {
  const { groupBy, sortField, sortDirection, gainLossMode, search, color, rarity, status } = settings;
  const graded = settings.grader || settings.grade ? [settings.grader, settings.grade] : [];
  return JSON.stringify([
    groupBy,
    sortField,
    sortDirection,
    gainLossMode,
    search,
    color,
    rarity,
    status,
    ...graded,
  ]);
}

export function snapshotKey(databaseName: string, collectionId: string): string {
  return `cardfolio:cardsViewSnapshot:${databaseName}:${collectionId}`;
}

interface Stored extends CardsSnapshot {
  v: number;
  signature: string;
}

/**
 * The snapshot for these settings, or null (none, other settings, an older format, unreadable). A
 * snapshot is only a picture of the last screen: the cards read from IndexedDB replace it.
 */
export function readSnapshot(storage: Storage, key: string, signature: string): CardsSnapshot | null {
  try {
    const stored = JSON.parse(storage.getItem(key) ?? 'null') as Stored | null;
    if (stored?.v !== VERSION || stored.signature !== signature || !Array.isArray(stored.rows)) return null;
    return { rows: stored.rows, shown: stored.shown, total: stored.total };
  } catch {
    return null;
  }
}

export function writeSnapshot(
  storage: Storage,
  key: string,
  signature: string,
  snapshot: CardsSnapshot,
): void {
  const stored: Stored = { v: VERSION, signature, ...snapshot, rows: snapshot.rows.slice(0, SNAPSHOT_ROWS) };
  try {
    storage.setItem(key, JSON.stringify(stored));
  } catch {
    // Storage full or refused: the next start reads the cards without a picture first.
  }
}

export function forgetSnapshot(storage: Storage, key: string): void {
  storage.removeItem(key);
}
