import { CARD_DB_BATCH_SIZE } from '../limits';
import type { CardDefinition } from '../schemas';
import type { RowMatch } from './matchRows';
import type { PeerRow } from './peerRow';

/** How the card database's batch lookup names a row's card (Scryfall's identifier kinds). */
export type RowIdentifier =
  | { id: string }
  | { set: string; collector_number: string }
  | { name: string; set?: string };

export interface OnlineRequest {
  /** The rows asked for, in the order of `identifiers`. */
  indexes: number[];
  identifiers: RowIdentifier[];
}

function identifierOf(row: PeerRow): RowIdentifier | null {
  if (row.scryfallId) return { id: row.scryfallId };
  if (row.setCode && row.collectorNumber)
    return { set: row.setCode.toLowerCase(), collector_number: row.collectorNumber };
  if (row.name && row.setCode) return { name: row.name, set: row.setCode.toLowerCase() };
  return row.name ? { name: row.name } : null;
}

/**
 * The rows the device's catalogue did not find, as batch lookups of at most CARD_DB_BATCH_SIZE
 * identifiers (the card database's limit). Rows it cannot name (Cardmarket's ids) are not asked.
 */
export function onlineRequests(rows: readonly PeerRow[], matches: readonly RowMatch[]): OnlineRequest[] {
  const requests: OnlineRequest[] = [];
  let current: OnlineRequest = { indexes: [], identifiers: [] };
  rows.forEach((row, index) => {
    if (matches[index]?.status !== 'unmatched') return;
    const identifier = identifierOf(row);
    if (!identifier) return;
    current.indexes.push(index);
    current.identifiers.push(identifier);
    if (current.identifiers.length === CARD_DB_BATCH_SIZE) {
      requests.push(current);
      current = { indexes: [], identifiers: [] };
    }
  });
  if (current.identifiers.length > 0) requests.push(current);
  return requests;
}

const same = (a: string | undefined, b: string | undefined) =>
  (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

function fits(identifier: RowIdentifier, card: CardDefinition): boolean {
  if ('id' in identifier) return card.id === identifier.id;
  if ('collector_number' in identifier) {
    return same(card.setCode, identifier.set) && same(card.collectorNumber, identifier.collector_number);
  }
  const named =
    same(card.name, identifier.name) ||
    card.name.toLowerCase().split(' // ').includes(identifier.name.toLowerCase());
  return named && (identifier.set === undefined || same(card.setCode, identifier.set));
}

/**
 * The matches after an online answer: each asked row takes the answered card that fits its
 * identifier (the answer leaves out the unknown ones, so order alone cannot tell).
 */
export function applyOnlineAnswer(
  matches: readonly RowMatch[],
  request: OnlineRequest,
  answer: readonly CardDefinition[],
): RowMatch[] {
  const next = [...matches];
  request.indexes.forEach((index, at) => {
    const identifier = request.identifiers[at];
    const printing = identifier ? answer.find((card) => fits(identifier, card)) : undefined;
    if (printing) next[index] = { status: 'matched', printing };
  });
  return next;
}
