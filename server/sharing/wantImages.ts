import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { cataloguePrintings, type wants } from '../db/schema';

type WantRow = typeof wants.$inferSelect;

const lower = (text: string) => text.trim().toLowerCase();
const byNumber = (set: string, number: string) => `${lower(set)}#${lower(number)}`;
const byName = (set: string, name: string) => `${lower(set)}|${lower(name)}`;

/**
 * The catalogue's picture of each want that names a printing (by set and collector number, else by
 * set and name), read in one query over the wants' sets; a want of any printing has none.
 */
export async function wantImages(db: Db, rows: readonly WantRow[]): Promise<(want: WantRow) => string> {
  const sets = [...new Set(rows.flatMap((want) => (want.setCode ? [lower(want.setCode)] : [])))];
  const found = new Map<string, string>();
  if (sets.length > 0) {
    const printings = await db
      .select({
        setCode: cataloguePrintings.setCode,
        number: cataloguePrintings.collectorNumber,
        name: cataloguePrintings.name,
        image: cataloguePrintings.imageFront,
      })
      .from(cataloguePrintings)
      .where(inArray(sql`lower(${cataloguePrintings.setCode})`, sets));
    for (const printing of printings) {
      found.set(byNumber(printing.setCode, printing.number), printing.image);
      if (!found.has(byName(printing.setCode, printing.name))) {
        found.set(byName(printing.setCode, printing.name), printing.image);
      }
    }
  }
  return (want) => {
    if (!want.setCode) return '';
    const exact = want.collectorNumber ? found.get(byNumber(want.setCode, want.collectorNumber)) : undefined;
    return exact ?? found.get(byName(want.setCode, want.name)) ?? '';
  };
}
