import { matchKey } from './matchKey';
import type { Want } from './schema';

/** The part of an owned copy a want is matched on (a card row, with its quantities). */
export interface OwnedCopy {
  collectionId: string;
  name: string;
  setCode: string;
  collectorNumber?: string;
  foil: boolean;
  status?: string;
  conditionQuantities: readonly { quantity: number }[];
}

export interface WantProgress {
  have: number;
  missing: number;
}

/**
 * Whether an owned copy answers a want: the same card name; the want's printing when it names one
 * (set code, and collector number when both know it); its finish unless any will do; in the want's
 * collection unless the want is on the list across collections. A copy that is itself a want
 * (`status: 'want'`, before the migration) owns nothing.
 */
export function answersWant(want: Want, copy: OwnedCopy): boolean {
  if (copy.status === 'want') return false;
  if (want.collectionId !== null && copy.collectionId !== want.collectionId) return false;
  if (matchKey(copy.name) !== matchKey(want.name)) return false;
  if (want.setCode !== '' && matchKey(copy.setCode) !== matchKey(want.setCode)) return false;
  const numbers = want.collectorNumber !== '' && copy.collectorNumber;
  if (numbers && matchKey(copy.collectorNumber ?? '') !== matchKey(want.collectorNumber)) return false;
  if (want.finish === 'foil' && !copy.foil) return false;
  if (want.finish === 'nonfoil' && copy.foil) return false;
  return true;
}

/** "Have / missing" of one want: owned copies that answer it, and how many are still needed. */
export function wantProgress(want: Want, copies: readonly OwnedCopy[]): WantProgress {
  let have = 0;
  for (const copy of copies) {
    if (!answersWant(want, copy)) continue;
    for (const line of copy.conditionQuantities) have += line.quantity;
  }
  return { have, missing: Math.max(0, want.quantity - have) };
}
