import Papa from 'papaparse';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '../limits';
import { detectFormat, missingColumns } from './detectFormat';
import { fingerprintOf } from './fingerprint';
import { IMPORT_TEXTS } from './importTexts';
import type { PeerFormat } from './peerFormat';
import type { PeerRow } from './peerRow';
import { readRow } from './readRow';

export interface RowProblem {
  line: number;
  message: string;
}

export interface ParsedPeerFile {
  format: PeerFormat;
  rows: PeerRow[];
  /** Rows that could not be read: shown in the preview, never imported. */
  problems: RowProblem[];
  /** Identifies the rows' content, so importing the same file twice can be noticed. */
  fingerprint: string;
}

export type ParseOutcome = { ok: true; file: ParsedPeerFile } | { ok: false; error: string };

const SEP_LINE = /^"?sep=(.)"?\r?\n/i;

/** NUL bytes or many control characters in the first part mean a binary file, not text. */
function looksBinary(text: string): boolean {
  const sample = text.slice(0, 4096);
  if (sample.includes('\u0000')) return true;
  let control = 0;
  for (let index = 0; index < sample.length; index++) {
    const code = sample.charCodeAt(index);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 0xfffd) control++;
  }
  return control > sample.length / 20;
}

function headerDelimiter(firstLine: string): ',' | ';' {
  const semicolons = firstLine.split(';').length;
  return semicolons > firstLine.split(',').length ? ';' : ',';
}

/** The refusal of a file past the import's size limit (checked on the file before it is read, and on its text). */
export function importSizeProblem(size: number): string | null {
  return size > IMPORT_MAX_BYTES ? IMPORT_TEXTS.tooLarge(IMPORT_MAX_BYTES / 2 ** 20) : null;
}

/**
 * Reads a peer's CSV (quoted fields, commas and newlines in quotes, a BOM, Excel's `sep=` line,
 * semicolons). The format comes from the header row unless `override` names one. A file that cannot
 * be read at all answers `ok: false` with a message for the collector; bad rows become `problems`.
 */
export function parsePeerCsv(text: string, override?: PeerFormat): ParseOutcome {
  const tooLarge = importSizeProblem(text.length);
  if (tooLarge) return { ok: false, error: tooLarge };
  let body = text.replace(/^\ufeff/, '');
  if (body.trim() === '') return { ok: false, error: IMPORT_TEXTS.emptyFile };
  if (looksBinary(body)) return { ok: false, error: IMPORT_TEXTS.binaryFile };
  let skippedLines = 0;
  let delimiter: string | undefined;
  const sep = SEP_LINE.exec(body);
  if (sep) {
    delimiter = sep[1];
    body = body.slice(sep[0].length);
    skippedLines = 1;
  }
  delimiter ??= override?.delimiter ?? headerDelimiter(body.slice(0, body.indexOf('\n') >>> 0));
  const parsed = Papa.parse<string[]>(body, { delimiter, skipEmptyLines: 'greedy' });
  const [header, ...records] = parsed.data;
  if (!header) return { ok: false, error: IMPORT_TEXTS.emptyFile };
  const format = override ?? detectFormat(header);
  if (!format) return { ok: false, error: IMPORT_TEXTS.unknownHeader };
  const missing = missingColumns(format, header);
  if (missing.length > 0) return { ok: false, error: IMPORT_TEXTS.missingColumns(format.label, missing) };
  const quoteError = parsed.errors.find((error) => error.type === 'Quotes');
  if (quoteError)
    return { ok: false, error: IMPORT_TEXTS.badQuote((quoteError.row ?? 0) + 1 + skippedLines) };
  if (records.length === 0) return { ok: false, error: IMPORT_TEXTS.noRows };
  if (records.length > IMPORT_MAX_ROWS)
    return { ok: false, error: IMPORT_TEXTS.tooManyRows(IMPORT_MAX_ROWS) };

  // Cells are looked up by our column names, whatever the file's case (TopDecked's or Card Kingdom's).
  const indexOf = new Map(header.map((column, index) => [column.trim().toLowerCase(), index]));
  const wanted = [...new Set([...format.header])].map(
    (column) => [column, indexOf.get(column.toLowerCase())] as const,
  );
  const rows: PeerRow[] = [];
  const problems: RowProblem[] = [];
  records.forEach((record, index) => {
    const cells: Record<string, string | undefined> = {};
    for (const [column, at] of wanted) cells[column] = at === undefined ? undefined : record[at];
    const result = readRow(format, cells, index + 2 + skippedLines);
    if ('row' in result) rows.push(result.row);
    else problems.push({ line: index + 2 + skippedLines, message: result.problem });
  });
  return { ok: true, file: { format, rows, problems, fingerprint: fingerprintOf(records) } };
}
