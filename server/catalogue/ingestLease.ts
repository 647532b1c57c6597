import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { rawRows } from '../db/rawRows';

const LEASE_NAME = 'catalogue-ingest';

/**
 * Takes the ingest lease when nobody holds it or the holder's time ran out (a crashed instance).
 * One INSERT … ON CONFLICT … WHERE is atomic on PGlite and PostgreSQL alike: of two instances asking
 * at once, exactly one gets a row back.
 */
export async function takeIngestLease(db: DbOrTx, holder: string, ms: number): Promise<boolean> {
  const result = await rawRows(
    db,
    sql`
    insert into catalogue_ingest_lease (name, holder, expires_at)
    values (${LEASE_NAME}, ${holder}, now() + make_interval(secs => ${ms / 1000}))
    on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
    where catalogue_ingest_lease.expires_at < now()
    returning holder`,
  );
  return result.length === 1;
}

/** Extends the lease while the ingest runs; false when it was lost (it ran out and another took it). */
export async function renewIngestLease(db: DbOrTx, holder: string, ms: number): Promise<boolean> {
  const result = await rawRows(
    db,
    sql`
    update catalogue_ingest_lease set expires_at = now() + make_interval(secs => ${ms / 1000})
    where name = ${LEASE_NAME} and holder = ${holder}
    returning holder`,
  );
  return result.length === 1;
}

/** Inside the merge's transaction: locks the lease row and tells whether this holder still has it. */
export async function stillHoldsIngestLease(tx: DbOrTx, holder: string): Promise<boolean> {
  const result = await rawRows(
    tx,
    sql`
    select holder from catalogue_ingest_lease
    where name = ${LEASE_NAME} and holder = ${holder} and expires_at > now()
    for update`,
  );
  return result.length === 1;
}

export async function releaseIngestLease(db: DbOrTx, holder: string): Promise<void> {
  await db.execute(sql`delete from catalogue_ingest_lease where name = ${LEASE_NAME} and holder = ${holder}`);
}
