import { MAX_MONEY, MAX_RECORD_QUANTITY } from '../limits';
import { IsoDate } from '../schemas/common';
import { DEFAULT_CARD_CONDITION } from '../valueSets';
import { STATUS_SPELLINGS } from './formats/cardfolio';
import { IMPORT_TEXTS } from './importTexts';
import type { PeerFormat } from './peerFormat';
import type { PeerRow } from './peerRow';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * `1.50`, `$1.50`, `€4.53`, `1,50`, `1,234.50`, `1.234,50`, `2,500`: a price; empty or 0 is no price
 * (peers write 0.00 for "unknown"). With both separators the last is the decimal one; commas alone
 * are thousands when every group after them has three digits (money has two decimals), else decimal.
 */
function readPrice(text: string): number | null | undefined {
  const cleaned = text.replace(/[$€£\s]/g, '');
  if (cleaned === '') return null;
  const thousandsOnly = /^\d{1,3}(,\d{3})+$/.test(cleaned);
  const decimalComma = !thousandsOnly && cleaned.lastIndexOf(',') > cleaned.lastIndexOf('.');
  const normal = decimalComma ? cleaned.replace(/\./g, '').replace(',', '.') : cleaned.replace(/,/g, '');
  if (!/^\d+(\.\d+)?$/.test(normal)) return undefined;
  const price = Number(normal);
  return price === 0 ? null : Math.round(price * 100) / 100;
}

/**
 * An ISO date, or the JavaScript date text TopDecked writes ("Fri May 15 2026 16:43:29 GMT+0200 …").
 * A date that does not exist (2026-02-30) reads as none: the row still imports, dated by the import.
 */
function readDate(text: string): string | null {
  const date = dateText(text.trim());
  return date !== null && IsoDate.safeParse(date).success ? date : null;
}

function dateText(text: string): string | null {
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(text);
  if (iso) return iso[1] ?? null;
  const js = /^\w{3} (\w{3}) (\d{1,2}) (\d{4})/.exec(text);
  if (!js) return null;
  const month = MONTHS.indexOf((js[1] ?? '').toLowerCase());
  if (month < 0) return null;
  return `${js[3]}-${String(month + 1).padStart(2, '0')}-${(js[2] ?? '').padStart(2, '0')}`;
}

type RowResult = { row: PeerRow } | { problem: string };

/** One record of a peer's file (cells by header name) in our words, or why it cannot be read. */
export function readRow(
  format: PeerFormat,
  cells: Record<string, string | undefined>,
  line: number,
): RowResult {
  const { columns } = format;
  const cell = (column: string | undefined) => (column === undefined ? '' : (cells[column] ?? '').trim());
  const quantityText = cell(columns.quantity);
  if (!/^\d+$/.test(quantityText) || Number(quantityText) < 1) {
    return { problem: IMPORT_TEXTS.badQuantity(line, quantityText) };
  }
  if (Number(quantityText) > MAX_RECORD_QUANTITY) {
    return { problem: IMPORT_TEXTS.quantityTooLarge(line, quantityText, MAX_RECORD_QUANTITY) };
  }
  const name = cell(columns.name);
  const peerProductId = cell(columns.peerProductId);
  if (name === '' && peerProductId === '') return { problem: IMPORT_TEXTS.noName(line) };
  const conditionText = cell(columns.condition);
  const condition = conditionText === '' ? DEFAULT_CARD_CONDITION : format.conditions?.read(conditionText);
  if (condition === undefined) return { problem: IMPORT_TEXTS.badCondition(line, conditionText) };
  const finishText = cell(columns.finish);
  const finish = format.finishes.read(finishText) ?? (finishText === '' ? 'nonfoil' : undefined);
  if (finish === undefined) return { problem: IMPORT_TEXTS.badFinish(line, finishText) };
  const priceText = cell(columns.purchasePrice);
  const purchasePrice = readPrice(priceText);
  if (purchasePrice === undefined) return { problem: IMPORT_TEXTS.badPrice(line, priceText) };
  if (purchasePrice !== null && purchasePrice > MAX_MONEY) {
    return { problem: IMPORT_TEXTS.priceTooLarge(line, priceText, MAX_MONEY) };
  }
  const languageText = cell(columns.language);
  return {
    row: {
      line,
      name,
      setCode: cell(columns.setCode).toUpperCase(),
      setName: cell(columns.setName),
      collectorNumber: cell(columns.collectorNumber),
      scryfallId: cell(columns.scryfallId).toLowerCase(),
      peerProductId,
      quantity: Number(quantityText),
      condition,
      finish,
      // An unknown language is kept as written rather than refusing the row: it changes no value.
      language: languageText === '' ? 'en' : (format.languages?.read(languageText) ?? languageText),
      purchasePrice,
      date: readDate(cell(columns.date)),
      status: STATUS_SPELLINGS.read(cell(columns.status)) ?? 'have',
    },
  };
}
