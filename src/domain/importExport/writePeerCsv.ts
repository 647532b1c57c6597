import Papa from 'papaparse';
import type { ColumnMap, PeerFormat } from './peerFormat';
import type { ExportLine } from './peerRow';

type Field = keyof ColumnMap;

function cellOf(format: PeerFormat, field: Field, line: ExportLine): string {
  switch (field) {
    case 'quantity':
      return String(line.quantity);
    case 'setCode':
      return format.setCodeCase === 'upper' ? line.setCode.toUpperCase() : line.setCode.toLowerCase();
    case 'condition':
      return format.conditions?.write(line.condition) ?? '';
    case 'finish':
      return format.finishes.write(line.finish);
    case 'language':
      return format.languages?.write(line.language) ?? line.language;
    case 'purchasePrice':
      if (line.purchasePrice === null) return '';
      return format.formatPrice?.(line.purchasePrice) ?? line.purchasePrice.toFixed(2);
    case 'date':
      if (line.date === null) return '';
      return format.formatDate?.(line.date) ?? line.date;
    case 'peerProductId':
      // Cardmarket is the one peer naming cards by its own product id.
      return line.cardmarketId == null ? '' : String(line.cardmarketId);
    default:
      return line[field];
  }
}

type CellPlan = (line: ExportLine, derived: Readonly<Record<string, string>>) => string;

/**
 * How each header column is filled, worked out once per file (not per line): 20,000 lines then cost
 * one call per cell.
 */
function planOf(format: PeerFormat): CellPlan[] {
  const fieldOf = new Map<string, Field>();
  for (const [field, column] of Object.entries(format.columns) as Array<[Field, string]>)
    fieldOf.set(column, field);
  return format.header.map((column) => {
    const field = fieldOf.get(column);
    const constant = format.constants?.[column];
    return (line, derived) => {
      const computed = derived[column];
      if (computed !== undefined) return computed;
      if (field !== undefined) return cellOf(format, field, line);
      return constant ?? '';
    };
  });
}

const NOTHING: Readonly<Record<string, string>> = {};

/** One line as the format's cells, in its header order. */
export function exportCells(format: PeerFormat, line: ExportLine, plan = planOf(format)): string[] {
  const derived = format.derived?.(line) ?? NOTHING;
  return plan.map((cell) => cell(line, derived));
}

/** An export: the file, the lines written and those left out (cards the peer's importer cannot take). */
export interface PeerExport {
  text: string;
  written: number;
  /** Lines the format cannot take (`exportNeeds`). */
  leftOut: number;
  /** Want-list lines, left out of a format with no status column: its importer would take them as owned. */
  wantsLeftOut: number;
}

/** The file of the lines the format can take; the others are counted, never written half. */
export function exportPeerFile(format: PeerFormat, lines: readonly ExportLine[]): PeerExport {
  const fits = format.exportNeeds?.fits;
  const keepsWants = format.columns.status !== undefined;
  const owned = keepsWants ? lines : lines.filter((line) => line.status !== 'want');
  const kept = fits ? owned.filter(fits) : owned;
  return {
    text: writePeerCsv(format, kept),
    written: kept.length,
    leftOut: owned.length - kept.length,
    wantsLeftOut: lines.length - owned.length,
  };
}

/** The whole file: the peer's exact header (and preamble), CRLF line ends as the peers write them. */
export function writePeerCsv(format: PeerFormat, lines: readonly ExportLine[]): string {
  const plan = planOf(format);
  const csv = Papa.unparse(
    { fields: [...format.header], data: lines.map((line) => exportCells(format, line, plan)) },
    { delimiter: format.delimiter, newline: '\r\n' },
  );
  return format.preamble ? `${format.preamble}\r\n${csv}\r\n` : `${csv}\r\n`;
}
