import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { getTableColumns, sql } from 'drizzle-orm';
import { type CatalogueRecord, catalogueRecordFromScryfall } from '../../src/domain/catalogue/fromScryfall';
import { evaluateAlertsAfterIngest } from '../alerts/evaluateAlerts';
import type { Db } from '../db/database';
import { catalogueStaging } from '../db/schema';
import { findDefaultCardsFile, streamBulkCards } from './bulkDownload';
import { latestCatalogueVersion } from './catalogueVersion';
import { releaseIngestLease, renewIngestLease, stillHoldsIngestLease, takeIngestLease } from './ingestLease';
import { type MergeResult, mergeStaging } from './mergeStaging';

export const CATALOGUE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const LEASE_MS = 120_000;
/** Rows per staging statement: each batch is one JSON string in Node and again in PGlite's memory. */
const STAGING_BATCH = 250;
const PROGRESS_EVERY = 10_000;

export interface IngestLog {
  info(data: object, message: string): void;
}

export interface IngestOptions {
  db: Db;
  cardDbUrl: string;
  log: IngestLog;
  /** Ingest even when the catalogue is younger than a day (`npm run catalogue:ingest`). */
  force?: boolean;
  now?: () => Date;
  /** Aborts the download (the server is closing). */
  signal?: AbortSignal;
}

export type IngestOutcome =
  | { status: 'busy' }
  | { status: 'fresh'; version: number }
  | { status: 'unchanged'; version: number }
  | ({ status: 'done'; ms: number; skipped: number } & MergeResult);

/**
 * One ingest of the card database's bulk file (DESIGN.md, Card catalogue): takes the lease (one run
 * across instances), checks the catalogue is due, streams the file into staging and merges it into a
 * new version in one transaction. Anything failing before that commit leaves the catalogue as it was.
 */
export async function ingestCatalogue(options: IngestOptions): Promise<IngestOutcome> {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  const holder = `${hostname()}:${process.pid}:${randomUUID()}`;
  if (!(await takeIngestLease(db, holder, LEASE_MS))) {
    log.info({}, 'catalogue ingest: another instance is ingesting');
    return { status: 'busy' };
  }
  const renewal = setInterval(
    () => void renewIngestLease(db, holder, LEASE_MS).catch(() => false),
    LEASE_MS / 4,
  );
  try {
    const latest = await latestCatalogueVersion(db);
    if (!options.force && latest && now().getTime() - latest.finishedAt.getTime() < CATALOGUE_MAX_AGE_MS) {
      return { status: 'fresh', version: latest.version };
    }
    const file = await findDefaultCardsFile(options.cardDbUrl, options.signal);
    if (latest?.sourceUpdatedAt === file.updatedAt) {
      log.info({ updatedAt: file.updatedAt }, 'catalogue ingest: the bulk file has not changed');
      return { status: 'unchanged', version: latest.version };
    }
    const started = Date.now();
    log.info({ uri: file.downloadUri }, 'catalogue ingest: downloading');
    const skipped = await stageBulkFile(db, file, log, options.signal);
    log.info({ ms: Date.now() - started }, 'catalogue ingest: staged the whole file');
    const merged = await db.transaction(async (tx) => {
      if (!(await stillHoldsIngestLease(tx, holder))) throw new Error('catalogue ingest: the lease was lost');
      return mergeStaging(tx, { priceDate: file.updatedAt.slice(0, 10), sourceUpdatedAt: file.updatedAt });
    });
    const ms = Date.now() - started;
    log.info({ ...merged, skipped, ms }, 'catalogue ingest: done');
    await evaluateAlertsLogged(db, file.updatedAt.slice(0, 10), log);
    return { status: 'done', ms, skipped, ...merged };
  } finally {
    clearInterval(renewal);
    await releaseIngestLease(db, holder).catch(() => undefined);
  }
}

/**
 * One statement per batch with the rows as a single JSON parameter: PostgreSQL reads the JSON in C,
 * where binding 20 parameters a row cost PGlite ten times as long (20,000 rows: 12 s → about 1 s).
 * The same technique as server/write/jsonRows.ts, kept apart on purpose: its per-value driver mapping,
 * tried here, took the 100,000-printing ingest from 6.5 to 9.1 s of CPU and PGlite's first-day peak
 * past 400 MB (`npm run bench catalogue`).
 */
async function stageRows(db: Db, rows: CatalogueRecord[]): Promise<void> {
  const json = JSON.stringify(rows.map(stagingRow));
  await db.execute(sql`
    insert into ${catalogueStaging}
    select * from json_populate_recordset(null::catalogue_staging, ${json}::json)
    on conflict (id) do nothing`);
}

/**
 * The staging table's column name of each record field, read once from its schema: a field the
 * catalogue gains is one schema line, and each row is a plain rename (no per-value driver mapping).
 */
const STAGING_NAMES = Object.entries(getTableColumns(catalogueStaging)).map(
  ([field, column]) => [field as keyof CatalogueRecord, column.name] as const,
);

function stagingRow(record: CatalogueRecord): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [field, name] of STAGING_NAMES) row[name] = record[field];
  return row;
}

/** Streams the file into an emptied staging table; answers how many elements were not cards it could read. */
async function stageBulkFile(
  db: Db,
  file: Parameters<typeof streamBulkCards>[0],
  log: IngestLog,
  signal?: AbortSignal,
) {
  await db.execute(sql`truncate catalogue_staging`);
  const batch: CatalogueRecord[] = [];
  let staged = 0;
  let skipped = 0;
  const flush = async (all: boolean) => {
    while (batch.length >= (all ? 1 : STAGING_BATCH)) {
      const rows = batch.splice(0, STAGING_BATCH);
      await stageRows(db, rows);
      const before = staged;
      staged += rows.length;
      if (Math.floor(staged / PROGRESS_EVERY) > Math.floor(before / PROGRESS_EVERY)) {
        log.info({ printings: staged }, 'catalogue ingest: staged');
      }
    }
  };
  await streamBulkCards(
    file,
    (card) => {
      const record = catalogueRecordFromScryfall(card);
      if (record) batch.push(record);
      else skipped += 1;
    },
    () => flush(false),
    signal,
  );
  await flush(true);
  if (staged === 0) throw new Error('catalogue ingest: the bulk file held no cards');
  return skipped;
}

/** The new prices are in: price alerts fire (issue 26). A failure is logged; the catalogue stays merged. */
async function evaluateAlertsLogged(db: Db, day: string, log: IngestLog) {
  try {
    log.info(await evaluateAlertsAfterIngest(db, day), 'price alerts: evaluated');
  } catch (error) {
    log.info({ error: String(error) }, 'price alerts: evaluation failed');
  }
}
