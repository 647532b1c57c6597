import { getTableColumns, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { rawRows } from '../db/rawRows';
import { cataloguePrintings, catalogueStaging, catalogueVersions } from '../db/schema';

/** Columns copied from staging (all but the id); every one of them counts as a change of the printing. */
const COPIED = Object.values(getTableColumns(catalogueStaging))
  .map((column) => column.name)
  .filter((name) => name !== 'id');
const PRICES = sql.raw('usd, usd_foil, usd_etched, eur');
/** Price history is kept at least a year; two, so a year-long chart always has its first day. */
const HISTORY_KEPT_DAYS = 730;

export interface MergeResult {
  version: number;
  printingCount: number;
  addedCount: number;
  changedCount: number;
}

/**
 * Turns a complete staging table into the next catalogue version, inside the caller's transaction:
 * new printings are added, changed ones rewritten (both marked with the version, which is what a
 * device's delta reads), unchanged ones left alone; the day's prices go into the history where they
 * changed. Printings missing from the file are kept: a card a collector holds never disappears.
 */
export async function mergeStaging(
  tx: Tx,
  source: { priceDate: string; sourceUpdatedAt: string },
): Promise<MergeResult> {
  const [created] = await tx
    .insert(catalogueVersions)
    .values({ ...source, printingCount: 0, addedCount: 0, changedCount: 0 })
    .returning({ version: catalogueVersions.version });
  const version = created.version;
  const columns = sql.raw(COPIED.join(', '));
  const updates = sql.raw(COPIED.map((column) => `${column} = excluded.${column}`).join(', '));
  const current = sql.raw(COPIED.map((column) => `catalogue_printings.${column}`).join(', '));
  const incoming = sql.raw(COPIED.map((column) => `excluded.${column}`).join(', '));
  await tx.execute(sql`
    insert into catalogue_printings (id, ${columns}, price_date, added_version, changed_version)
    select id, ${columns}, ${source.priceDate}, ${version}, ${version} from catalogue_staging
    on conflict (id) do update set ${updates}, price_date = excluded.price_date,
      changed_version = excluded.changed_version
    where (${current}) is distinct from (${incoming})`);
  await tx.execute(sql`
    insert into catalogue_price_history (printing_id, day, ${PRICES})
    select p.id, ${source.priceDate}, p.usd, p.usd_foil, p.usd_etched, p.eur
    from catalogue_printings p
    left join lateral (
      select h.usd, h.usd_foil, h.usd_etched, h.eur from catalogue_price_history h
      where h.printing_id = p.id and h.day < ${source.priceDate} order by h.day desc limit 1
    ) last on true
    where p.changed_version = ${version}
      and (p.usd, p.usd_foil, p.usd_etched, p.eur) is distinct from (last.usd, last.usd_foil, last.usd_etched, last.eur)
    on conflict (printing_id, day) do update set
      usd = excluded.usd, usd_foil = excluded.usd_foil, usd_etched = excluded.usd_etched, eur = excluded.eur`);
  // Older rows go, except each printing's last one before the cutoff: it is the price on the cutoff day.
  await tx.execute(sql`
    delete from catalogue_price_history h
    where h.day < ${source.priceDate}::date - ${HISTORY_KEPT_DAYS}::int
      and exists (select 1 from catalogue_price_history n where n.printing_id = h.printing_id
        and n.day > h.day and n.day <= ${source.priceDate}::date - ${HISTORY_KEPT_DAYS}::int)`);
  const [counts] = await rawRows<{ total: number; added: number; changed: number }>(
    tx,
    sql`
    select count(*)::int as total,
      count(*) filter (where added_version = ${version})::int as added,
      count(*) filter (where changed_version = ${version} and added_version <> ${version})::int as changed
    from ${cataloguePrintings}`,
  );
  const { total, added, changed } = counts;
  await tx
    .update(catalogueVersions)
    .set({ printingCount: total, addedCount: added, changedCount: changed })
    .where(sql`${catalogueVersions.version} = ${version}`);
  return { version, printingCount: total, addedCount: added, changedCount: changed };
}
