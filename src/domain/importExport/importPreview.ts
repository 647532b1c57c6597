import type { CardDefinition, TransactionInput } from '../schemas';
import { fingerprintNote } from './fingerprint';
import type { RowMatch } from './matchRows';
import type { PeerRow } from './peerRow';

/** The collector's decision on a row that needed one: a printing, or skip it. */
export type RowChoice = { printing: CardDefinition } | 'skip';

export interface ImportPreview {
  matched: number;
  ambiguous: number;
  unmatched: number;
  skipped: number;
  /** Rows still needing a choice (ambiguous or unmatched, neither chosen nor skipped), by index. */
  needChoice: number[];
  /** Rows that needed a choice and have one (a printing, or skipped), by index: it can still change. */
  settled: number[];
  /** Copies and purchase value of the rows that will be imported. */
  copies: number;
  purchaseValue: number;
}

/** The printing a row will be imported as, or null (skipped or still open). */
export function resolvedPrinting(match: RowMatch, choice: RowChoice | undefined): CardDefinition | null {
  if (choice === 'skip') return null;
  if (choice) return choice.printing;
  return match.status === 'matched' ? match.printing : null;
}

/** What the preview shows before anything is written. */
export function buildImportPreview(
  rows: readonly PeerRow[],
  matches: readonly RowMatch[],
  choices: ReadonlyMap<number, RowChoice>,
): ImportPreview {
  const preview: ImportPreview = {
    matched: 0,
    ambiguous: 0,
    unmatched: 0,
    skipped: 0,
    needChoice: [],
    settled: [],
    copies: 0,
    purchaseValue: 0,
  };
  rows.forEach((row, index) => {
    const match = matches[index];
    if (!match) return;
    const choice = choices.get(index);
    if (match.status === 'matched') preview.matched++;
    else if (match.status === 'ambiguous') preview.ambiguous++;
    else preview.unmatched++;
    if (choice === 'skip') preview.skipped++;
    if (match.status !== 'matched' && choice !== undefined) preview.settled.push(index);
    if (resolvedPrinting(match, choice) === null) {
      if (choice !== 'skip') preview.needChoice.push(index);
      return;
    }
    preview.copies += row.quantity;
    preview.purchaseValue += (row.purchasePrice ?? 0) * row.quantity;
  });
  preview.purchaseValue = Math.round(preview.purchaseValue * 100) / 100;
  return preview;
}

/**
 * The import as ONE transaction draft: a purchase when any row has a price (rows without one cost 0),
 * else an adjustment. Rows still open or skipped are left out. The file's fingerprint goes in the
 * notes, so a second import of the same file is noticed.
 */
export function importDraft(
  rows: readonly PeerRow[],
  matches: readonly RowMatch[],
  choices: ReadonlyMap<number, RowChoice>,
  context: { collectionId: string; date: string; fingerprint: string; source: string },
): TransactionInput {
  const items: TransactionInput['items'] = [];
  rows.forEach((row, index) => {
    const match = matches[index];
    const printing = match ? resolvedPrinting(match, choices.get(index)) : null;
    if (!printing) return;
    items.push({
      itemType: 'card',
      name: printing.name,
      set: printing.set || printing.setCode,
      setCode: printing.setCode,
      color: printing.color,
      rarity: printing.rarity,
      type: printing.type,
      manaCost: printing.manaCost,
      imageUrl: printing.imageUrl,
      foil: row.finish !== 'nonfoil',
      condition: row.condition,
      quantity: row.quantity,
      price: row.purchasePrice ?? 0,
      // The row's own date when the file has one: a collection brought over keeps when each copy was bought.
      ...(row.date ? { purchaseDate: row.date } : {}),
      // A want list (only our own CSV has one) stays a want list.
      ...(row.status === 'want' ? { status: 'want' as const } : {}),
    });
  });
  // Only the rows brought in decide: a priced row that was skipped makes no purchase.
  const priced = items.some((item) => (item.price ?? 0) > 0);
  return {
    collectionId: context.collectionId,
    type: priced ? 'purchase' : 'adjustment',
    date: context.date,
    items,
    notes: `Imported from ${context.source} · ${fingerprintNote(context.fingerprint)}`,
  };
}
