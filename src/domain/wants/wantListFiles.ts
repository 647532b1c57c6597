import { MOXFIELD_FORMAT } from '../importExport/formats/moxfield';
import { parsePeerCsv, type RowProblem } from '../importExport/parsePeerCsv';
import type { ExportLine, PeerRow } from '../importExport/peerRow';
import { writePeerCsv } from '../importExport/writePeerCsv';
import { type Want, WantInput } from './schema';
import { WANT_FILE_TEXTS } from './wantFileTexts';

type WantFields = Pick<Want, 'name' | 'setCode' | 'collectorNumber' | 'quantity' | 'finish'>;

/** "4 Lightning Bolt (LEA) 161" ("*F*" after a foil): the want's quantity (not what is missing), one line each. */
export function wantsToDecklist(wants: readonly WantFields[]): string {
  const lines = wants.map((want) => {
    const printing = want.setCode === '' ? '' : ` (${want.setCode.toUpperCase()})`;
    const number = want.setCode !== '' && want.collectorNumber !== '' ? ` ${want.collectorNumber}` : '';
    return `${want.quantity} ${want.name}${printing}${number}${want.finish === 'foil' ? ' *F*' : ''}`;
  });
  return `${lines.join('\n')}\n`;
}

/** Moxfield's CSV (its collection columns; Count is the wanted quantity), through the peer writer. */
export function wantsToMoxfieldCsv(wants: readonly WantFields[]): string {
  const lines: ExportLine[] = wants.map((want) => ({
    name: want.name,
    setCode: want.setCode,
    setName: '',
    collectorNumber: want.collectorNumber,
    scryfallId: '',
    quantity: want.quantity,
    condition: 'Near Mint',
    finish: want.finish === 'foil' ? 'foil' : 'nonfoil',
    language: 'en',
    purchasePrice: null,
    date: null,
    status: 'want',
    rarity: '',
  }));
  return writePeerCsv(MOXFIELD_FORMAT, lines);
}

export type WantFileOutcome =
  | { ok: true; wants: WantInput[] }
  | { ok: false; error: string; problems: RowProblem[] };

// "4 Lightning Bolt", "4x Lightning Bolt (LEA) 161", "1 Forest (ZNR) 3 *F*".
const DECKLIST_LINE = /^(\d+)x?\s+(.+?)(?:\s+\(([A-Za-z0-9]{2,6})\)(?:\s+([^\s*]+))?)?(\s+\*F\*)?$/i;
const SKIPPED = /^(\/\/|#)|^(deck|sideboard|maybeboard|commander|companion):?$/i;

function checked(input: WantInput, line: number, problems: RowProblem[]): WantInput | null {
  const parsed = WantInput.safeParse(input);
  if (parsed.success) return input;
  problems.push({ line, message: parsed.error.issues[0]?.message ?? WANT_FILE_TEXTS.unreadableLine });
  return null;
}

function outcome(wants: (WantInput | null)[], problems: RowProblem[]): WantFileOutcome {
  if (problems.length > 0) return { ok: false, error: WANT_FILE_TEXTS.fixLines(problems.length), problems };
  const read = wants.filter((want) => want !== null);
  return read.length === 0
    ? { ok: false, error: WANT_FILE_TEXTS.noWants, problems }
    : { ok: true, wants: read };
}

/** A plain decklist, one want a line; headings and comments are skipped, other lines must read. */
export function parseDecklist(text: string): WantFileOutcome {
  const problems: RowProblem[] = [];
  const wants = text.split(/\r?\n/).map((raw, index) => {
    const line = raw.trim();
    if (line === '' || SKIPPED.test(line)) return null;
    const match = DECKLIST_LINE.exec(line);
    if (!match) {
      problems.push({ line: index + 1, message: WANT_FILE_TEXTS.unreadableLine });
      return null;
    }
    const [, count, name, setCode = '', collectorNumber = '', foil] = match;
    const input = {
      name: name ?? '',
      setCode: setCode.toUpperCase(),
      collectorNumber,
      quantity: Number(count),
    };
    return checked({ ...input, finish: foil ? 'foil' : 'any' }, index + 1, problems);
  });
  return outcome(wants, problems);
}

/** A peer row as a want: a foil row wants a foil, any other any finish. */
function wantOfRow(row: PeerRow): WantInput {
  return {
    name: row.name,
    setCode: row.setCode.toUpperCase(),
    collectorNumber: row.collectorNumber,
    quantity: row.quantity,
    finish: row.finish === 'nonfoil' ? 'any' : 'foil',
  };
}

/**
 * A want list file: a CSV whose header names a known format (Moxfield's, the Cardfolio CSV, any
 * peer's) through the collection importer's reader, else a plain decklist. Any bad line refuses the
 * whole file with a message per line, so nothing is half imported.
 */
export function parseWantListFile(text: string): WantFileOutcome {
  const firstLine = text.replace(/^\ufeff/, '').split(/\r?\n/, 1)[0] ?? '';
  if (!/[,;]/.test(firstLine)) return parseDecklist(text);
  const parsed = parsePeerCsv(text);
  if (!parsed.ok) return { ok: false, error: parsed.error, problems: [] };
  const problems = [...parsed.file.problems];
  const wants = parsed.file.rows.map((row) => checked(wantOfRow(row), row.line, problems));
  return outcome(
    wants,
    problems.sort((a, b) => a.line - b.line),
  );
}
