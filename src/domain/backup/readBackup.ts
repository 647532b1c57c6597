import { z } from 'zod';
import { MAX_BACKUP_MB } from '../limits';
import { CardInput, ConditionQuantity } from '../schemas/card';
import { Quantity } from '../schemas/common';
import { SealedDefinitionInput } from '../schemas/sealed';
import { ConditionField } from '../schemas/valueSetFields';
import { DEFAULT_SEALED_CONDITION, SEALED_TYPES } from '../valueSets';
import { BACKUP_FORMAT_NAME, BACKUP_FORMAT_VERSION, BackupFile } from './backupFormat';
import { BACKUP_TEXTS } from './backupTexts';

/** The spec's plain arrays (part 2 §5), without ids: restored into the current collection. */
export const PlainCard = CardInput.omit({ collectionId: true });
export type PlainCard = z.output<typeof PlainCard>;
export const PlainSealed = z.object({
  name: z.string().trim().min(1).max(200),
  set: z.string().trim().min(1).max(200),
  type: z.enum(SEALED_TYPES).default('Other'),
  condition: ConditionField.default(DEFAULT_SEALED_CONDITION),
  purchasePrice: ConditionQuantity.shape.purchasePrice,
  purchaseDate: ConditionQuantity.shape.purchaseDate,
  status: CardInput.shape.status,
  notes: z.string().max(5000).default(''),
  quantity: Quantity.default(1),
});
export type PlainSealed = z.output<typeof PlainSealed>;

/** What a file holds once read: this app's backup, or one of the spec's three plain arrays. */
export type RestoreSource =
  | { kind: 'backup'; backup: BackupFile }
  | { kind: 'cards'; cards: PlainCard[] }
  | { kind: 'sealedProducts'; sealedProducts: PlainSealed[] }
  | { kind: 'definitions'; definitions: z.output<typeof SealedDefinitionInput>[] };

export type ReadResult = { ok: true; source: RestoreSource } | { ok: false; message: string };

const fail = (message: string): ReadResult => ({ ok: false, message });
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const has = (item: Record<string, unknown>, ...keys: string[]) =>
  keys.every((key) => item[key] !== undefined);

/** The size check, before a byte is read: a 200 MB file is refused without loading it. */
export function checkBackupSize(bytes: number): string | null {
  if (bytes === 0) return BACKUP_TEXTS.empty;
  return bytes > MAX_BACKUP_MB * 1024 * 1024 ? BACKUP_TEXTS.tooLarge(MAX_BACKUP_MB) : null;
}

/** An old-style card line (`quantity`, `condition`, `purchasePrice` on the card) as one condition row. */
function plainCardFields(item: Record<string, unknown>): unknown {
  if (Array.isArray(item.conditionQuantities)) return item;
  const { quantity, condition, purchasePrice, purchaseDate, ...card } = item;
  return {
    ...card,
    conditionQuantities: [
      { condition: condition ?? 'Near Mint', quantity, purchasePrice: purchasePrice ?? null, purchaseDate },
    ],
  };
}

/** Every item of `items` parsed by `schema`, or null when any one fails: the whole file or nothing. */
function parseAll<S extends z.ZodType>(
  schema: S,
  items: unknown[],
  shape: (item: Record<string, unknown>) => unknown = (item) => item,
): z.output<S>[] | null {
  const parsed: z.output<S>[] = [];
  for (const item of items) {
    if (!isObject(item)) return null;
    const result = schema.safeParse(shape(item));
    if (!result.success) return null;
    parsed.push(result.data);
  }
  return parsed;
}

/** Part 2 §5's detection: definitions by name and isActive, sealed by name, set and condition, cards by name, set and quantity. */
function readPlainArray(items: unknown[]): ReadResult {
  if (items.length === 0) return fail(BACKUP_TEXTS.empty);
  const first = items[0];
  if (!isObject(first)) return fail(BACKUP_TEXTS.notBackupData);
  if (has(first, 'name', 'isActive')) {
    const definitions = parseAll(SealedDefinitionInput, items);
    return definitions
      ? { ok: true, source: { kind: 'definitions', definitions } }
      : fail(BACKUP_TEXTS.notBackupData);
  }
  if (
    has(first, 'name', 'set', 'quantity') &&
    !has(first, 'definitionId') &&
    !SEALED_TYPES.includes(first.type as never)
  ) {
    const cards = parseAll(PlainCard, items, plainCardFields);
    return cards ? { ok: true, source: { kind: 'cards', cards } } : fail(BACKUP_TEXTS.notBackupData);
  }
  if (has(first, 'name', 'set', 'condition')) {
    const sealedProducts = parseAll(PlainSealed, items);
    return sealedProducts
      ? { ok: true, source: { kind: 'sealedProducts', sealedProducts } }
      : fail(BACKUP_TEXTS.notBackupData);
  }
  return fail(BACKUP_TEXTS.notBackupData);
}

/**
 * Reads a file's text and validates all of it before anything is written (issue 14): empty, not JSON
 * (a truncated file is not JSON either), or not a shape this app knows each get their own message.
 */
export function readBackup(text: string): ReadResult {
  if (text.trim() === '') return fail(BACKUP_TEXTS.empty);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return fail(BACKUP_TEXTS.invalidFormat);
  }
  if (Array.isArray(data)) return readPlainArray(data);
  if (!isObject(data) || data.format !== BACKUP_FORMAT_NAME) return fail(BACKUP_TEXTS.invalidFormat);
  if (typeof data.version === 'number' && data.version > BACKUP_FORMAT_VERSION) {
    return fail(BACKUP_TEXTS.newerVersion);
  }
  const parsed = BackupFile.safeParse(data);
  if (!parsed.success) return fail(BACKUP_TEXTS.notBackupData);
  const { collections } = parsed.data;
  const empty = collections.every(
    (c) => c.cards.length + c.sealedProducts.length + c.transactions.length + c.marketPrices.length === 0,
  );
  if (empty && parsed.data.sealedDefinitions.length === 0 && collections.length === 0)
    return fail(BACKUP_TEXTS.empty);
  return { ok: true, source: { kind: 'backup', backup: parsed.data } };
}
