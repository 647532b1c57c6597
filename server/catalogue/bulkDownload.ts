import { JSONParser } from '@streamparser/json';
import { z } from 'zod';

/** The card database asks for both (its API etiquette); the bulk host answers any Accept. */
export const CARD_DB_HEADERS = {
  'User-Agent': 'Cardfolio/0.1 (catalogue ingest; one bulk download a day)',
  Accept: 'application/json;q=0.9,*/*;q=0.8',
};

const BulkDataList = z.object({
  data: z.array(z.looseObject({ type: z.string(), download_uri: z.string().url(), updated_at: z.string() })),
});

export interface BulkFile {
  downloadUri: string;
  /** The file's own timestamp: a file seen before is not downloaded again. */
  updatedAt: string;
}

export class BulkDownloadError extends Error {}

/** `GET /bulk-data` and its `default_cards` entry: every printing, in English or its printed language. */
export async function findDefaultCardsFile(cardDbUrl: string, signal?: AbortSignal): Promise<BulkFile> {
  const response = await fetch(`${cardDbUrl}/bulk-data`, { headers: CARD_DB_HEADERS, signal });
  if (!response.ok) throw new BulkDownloadError(`GET /bulk-data answered ${response.status}`);
  const list = BulkDataList.safeParse(await response.json());
  if (!list.success) throw new BulkDownloadError('GET /bulk-data answered an unexpected shape');
  const entry = list.data.data.find((item) => item.type === 'default_cards');
  if (!entry) throw new BulkDownloadError('GET /bulk-data lists no default_cards file');
  return { downloadUri: entry.download_uri, updatedAt: entry.updated_at };
}

/**
 * Streams the bulk file (a JSON array of cards) through a streaming parser, handing each element to
 * `onCard` and awaiting `onBatch` between network chunks, so memory holds one chunk's cards, never
 * the file. A file that ends early (a broken connection, a truncated body) throws: the parser
 * refuses an unfinished array.
 */
export async function streamBulkCards(
  file: BulkFile,
  onCard: (card: unknown) => void,
  afterChunk: () => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  const response = await fetch(file.downloadUri, { headers: CARD_DB_HEADERS, signal });
  if (!response.ok || !response.body) {
    throw new BulkDownloadError(`The bulk file answered ${response.status}`);
  }
  const parser = new JSONParser({ paths: ['$.*'], keepStack: false });
  let finished = false;
  parser.onValue = ({ value }) => onCard(value);
  parser.onEnd = () => {
    finished = true;
  };
  // Node's web stream is async-iterable; the DOM typings this project compiles with do not say so.
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    parser.write(chunk);
    await afterChunk();
  }
  if (!finished) parser.end();
  if (!finished) throw new BulkDownloadError('The bulk file ended before its last card');
}
