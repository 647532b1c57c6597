import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { asc, gt } from 'drizzle-orm';
import type { CatalogueAnswer } from '../../src/domain/catalogue/catalogueContract';
import { CATALOGUE_COLUMNS, toCompactRow } from '../../src/domain/catalogue/compactRows';
import type { DbOrTx } from '../db/database';
import { cataloguePrintings } from '../db/schema';
import { newestRatesDay, readRatesDays } from '../exchangeRates/storedRates';
import { latestCatalogueVersion } from './catalogueVersion';

const gzipAsync = promisify(gzip);

export interface BuiltCatalogue {
  etag: string;
  gzipped: Buffer;
  /** Bytes of the unpacked JSON. */
  bytes: number;
}

/** The columns the device is sent, named as its printing names them. */
const devicePrinting = Object.fromEntries(
  CATALOGUE_COLUMNS.map((column) => [column, cataloguePrintings[column]]),
) as { [column in (typeof CATALOGUE_COLUMNS)[number]]: (typeof cataloguePrintings)[column] };

/** What a device asks for: the catalogue version and the newest day of rates it holds. */
export interface CatalogueAsk {
  since: number;
  ratesSince?: string;
}

/** The stored state an answer is built from: the newest version and the newest day of rates. */
interface CatalogueStamp {
  version: number;
  ratesDay: string;
}

export function catalogueEtag(stamp: CatalogueStamp, ask: CatalogueAsk): string {
  return `"catalogue-${stamp.version}-${ask.since}-rates-${stamp.ratesDay}-${ask.ratesSince ?? ''}"`;
}

async function catalogueStamp(db: DbOrTx): Promise<CatalogueStamp> {
  const [latest, rates] = await Promise.all([latestCatalogueVersion(db), newestRatesDay(db)]);
  return { version: latest?.version ?? 0, ratesDay: rates?.day ?? '' };
}

/**
 * The device's copy at the newest version: every printing (since 0), or those added or changed after
 * the version the device holds. Rows go by set and number, so a set's repeated words sit together
 * for the compressor. The JSON is written row by row, never as one object tree. The days of exchange
 * rates after the device's newest ride along (all of them for a device that holds none).
 */
export async function buildCatalogue(db: DbOrTx, ask: CatalogueAsk): Promise<BuiltCatalogue> {
  const latest = await latestCatalogueVersion(db);
  const version = latest?.version ?? 0;
  // A device ahead of the server (its database was replaced) starts again from the whole catalogue.
  const since = ask.since > version ? 0 : ask.since;
  const rates = await readRatesDays(db, ask.ratesSince);
  const rows =
    since === version
      ? []
      : await db
          .select(devicePrinting)
          .from(cataloguePrintings)
          .where(gt(cataloguePrintings.changedVersion, since))
          .orderBy(asc(cataloguePrintings.setCode), asc(cataloguePrintings.collectorNumber));
  const header: Omit<CatalogueAnswer, 'rows'> = {
    version,
    full: since === 0,
    priceDate: latest?.priceDate ?? null,
    total: latest?.printingCount ?? 0,
    columns: [...CATALOGUE_COLUMNS],
    rates,
  };
  // The envelope of every answer, `{ success, data }`, written around rows streamed into text.
  const body = [`{"success":true,"data":${JSON.stringify(header).slice(0, -1)},"rows":[`];
  rows.forEach((row, index) => {
    body.push(index === 0 ? '' : ',', JSON.stringify(toCompactRow(row)));
  });
  body.push(']}}');
  const json = Buffer.from(body.join(''));
  return {
    etag: catalogueEtag({ version, ratesDay: rates.at(-1)?.date ?? ask.ratesSince ?? '' }, { ...ask, since }),
    gzipped: await gzipAsync(json, { level: 9 }),
    bytes: json.length,
  };
}

/**
 * Built answers of the newest version and rates, per ask: a thousand devices asking for the same
 * version are one query and one compression. A new version or a new day of rates empties the memory.
 */
export type CatalogueAnswers = (db: DbOrTx, ask: CatalogueAsk) => Promise<BuiltCatalogue>;

export function catalogueCache(limit = 8): CatalogueAnswers {
  let builtFor = '';
  const built = new Map<string, Promise<BuiltCatalogue>>();
  return async (db: DbOrTx, ask: CatalogueAsk): Promise<BuiltCatalogue> => {
    const stamp = catalogueStamp(db);
    const current = JSON.stringify(await stamp);
    if (current !== builtFor) {
      built.clear();
      builtFor = current;
    }
    const key = `${ask.since}|${ask.ratesSince ?? ''}`;
    let answer = built.get(key);
    if (!answer) {
      if (built.size >= limit) built.delete(built.keys().next().value as string);
      answer = buildCatalogue(db, ask);
      answer.catch(() => built.delete(key));
      built.set(key, answer);
    }
    return answer;
  };
}
