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
      return '';
    default:
      return line[field];
  }
}

/** One line as the format's cells, in its header order. */
export function exportCells(format: PeerFormat, line: ExportLine): string[] {
  const byColumn = new Map<string, string>(Object.entries(format.constants ?? {}));
  for (const [field, column] of Object.entries(format.columns) as Array<[Field, string]>) {
    byColumn.set(column, cellOf(format, field, line));
  }
  for (const [column, value] of Object.entries(format.derived?.(line) ?? {})) byColumn.set(column, value);
  return format.header.map((column) => byColumn.get(column) ?? '');
}

/** The whole file: the peer's exact header (and preamble), CRLF line ends as the peers write them. */
export function writePeerCsv(format: PeerFormat, lines: readonly ExportLine[]): string {
  const csv = Papa.unparse(
    { fields: [...format.header], data: lines.map((line) => exportCells(format, line)) },
    { delimiter: format.delimiter, newline: '\r\n' },
  );
  return format.preamble ? `${format.preamble}\r\n${csv}\r\n` : `${csv}\r\n`;
}
