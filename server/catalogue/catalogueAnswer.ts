import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { asc, gt } from 'drizzle-orm';
import type { CatalogueAnswer } from '../../src/domain/catalogue/catalogueContract';
import { CATALOGUE_COLUMNS, toCompactRow } from '../../src/domain/catalogue/compactRows';
import type { DbOrTx } from '../db/database';
import { cataloguePrintings } from '../db/schema';
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

export function catalogueEtag(version: number, since: number): string {
  return `"catalogue-${version}-${since}"`;
}

/**
 * The device's copy at the newest version: every printing (since 0), or those added or changed after
 * the version the device holds. Rows go by set and number, so a set's repeated words sit together
 * for the compressor. The JSON is written row by row, never as one object tree.
 */
export async function buildCatalogue(db: DbOrTx, asked: number): Promise<BuiltCatalogue> {
  const latest = await latestCatalogueVersion(db);
  const version = latest?.version ?? 0;
  // A device ahead of the server (its database was replaced) starts again from the whole catalogue.
  const since = asked > version ? 0 : asked;
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
  };
  // The envelope of every answer, `{ success, data }`, written around rows streamed into text.
  const body = [`{"success":true,"data":${JSON.stringify(header).slice(0, -1)},"rows":[`];
  rows.forEach((row, index) => {
    body.push(index === 0 ? '' : ',', JSON.stringify(toCompactRow(row)));
  });
  body.push(']}}');
  const json = Buffer.from(body.join(''));
  return {
    etag: catalogueEtag(version, since),
    gzipped: await gzipAsync(json, { level: 9 }),
    bytes: json.length,
  };
}

/**
 * Built answers of the newest version, per `since`: a thousand devices asking for the same version
 * are one query and one compression. A new version empties the memory.
 */
export type CatalogueAnswers = (db: DbOrTx, since: number) => Promise<BuiltCatalogue>;

export function catalogueCache(limit = 8): CatalogueAnswers {
  let forVersion = -1;
  const built = new Map<number, Promise<BuiltCatalogue>>();
  return async (db: DbOrTx, since: number): Promise<BuiltCatalogue> => {
    const version = (await latestCatalogueVersion(db))?.version ?? 0;
    if (version !== forVersion) {
      built.clear();
      forVersion = version;
    }
    let answer = built.get(since);
    if (!answer) {
      if (built.size >= limit) built.delete(built.keys().next().value as number);
      answer = buildCatalogue(db, since);
      answer.catch(() => built.delete(since));
      built.set(since, answer);
    }
    return answer;
  };
}
