import type { CardDefinition } from '../schemas';
import type { CatalogueLookup } from './catalogueLookup';
import { IMPORT_TEXTS } from './importTexts';
import type { PeerRow } from './peerRow';

export type RowMatch =
  | { status: 'matched'; printing: CardDefinition }
  | { status: 'ambiguous'; candidates: readonly CardDefinition[] }
  | { status: 'unmatched'; reason: string };

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function nameFits(row: PeerRow, printing: CardDefinition): boolean {
  if (row.name === '') return true;
  return (
    same(printing.name, row.name) ||
    same(printing.name, tokenName(row.name)) ||
    printing.name.toLowerCase().split(' // ').includes(row.name.toLowerCase())
  );
}

/** Dragon Shield names tokens "Treasure Token", "Beast Token (4/4)"; the card database "Treasure", "Beast". */
function tokenName(name: string): string {
  return name.replace(/ Token( \(.*\))?$/, '');
}

function oneOf(candidates: readonly CardDefinition[]): RowMatch | undefined {
  if (candidates.length === 1 && candidates[0]) return { status: 'matched', printing: candidates[0] };
  if (candidates.length > 1) return { status: 'ambiguous', candidates };
  return undefined;
}

/**
 * A row's printing: by the card database's id, else set code + collector number, else name + set
 * (code or name), else name alone. Several printings fitting is `ambiguous` (the collector chooses).
 * A row named only by Cardmarket's product id is found by it in the catalogue, or left to a choice
 * (the card database's batch lookup cannot be asked by that id).
 */
function matchRow(row: PeerRow, lookup: CatalogueLookup): RowMatch {
  if (row.name === '' && row.peerProductId !== '') {
    const printing = lookup.byCardmarketId(row.peerProductId);
    return printing
      ? { status: 'matched', printing }
      : { status: 'unmatched', reason: IMPORT_TEXTS.cardmarketIds };
  }
  const byId = row.scryfallId ? lookup.byId(row.scryfallId) : undefined;
  if (byId && nameFits(row, byId)) return { status: 'matched', printing: byId };
  if (row.setCode && row.collectorNumber) {
    const printing = lookup.bySetNumber(row.setCode, row.collectorNumber);
    if (printing && nameFits(row, printing)) return { status: 'matched', printing };
  }
  const asWritten = lookup.byName(row.name);
  const named = asWritten.length > 0 ? asWritten : lookup.byName(tokenName(row.name));
  const inSet = named.filter(
    (printing) =>
      (row.setCode && same(printing.setCode, row.setCode)) ||
      (row.setName && same(printing.set, row.setName)),
  );
  return oneOf(inSet) ?? oneOf(named) ?? { status: 'unmatched', reason: IMPORT_TEXTS.notFound };
}

export function matchRows(rows: readonly PeerRow[], lookup: CatalogueLookup): RowMatch[] {
  return rows.map((row) => matchRow(row, lookup));
}
