import type { Transaction, TransactionDraft } from '../schemas';

/** The ids of the records a plan reads: what the caller loads into `LedgerRecords`. */
export interface ReferencedIds {
  cards: string[];
  sealedProducts: string[];
  sealedDefinitions: string[];
  /** The locations that cards a delete may bring back were filed in (is each still there?). */
  locations: string[];
}

const unique = (ids: Array<string | null>) => [...new Set(ids.filter((id): id is string => id !== null))];

export function draftReferences(draft: Pick<TransactionDraft, 'items'>): ReferencedIds {
  const card = (kind: string) => draft.items.filter((item) => item.itemType === kind);
  return {
    cards: unique(card('card').map((item) => item.id)),
    sealedProducts: unique(card('sealed_product').map((item) => item.id)),
    sealedDefinitions: unique(card('sealed_product').map((item) => item.definitionId)),
    locations: [],
  };
}

/** What deleting a transaction touches: every record its lines received copies into or took from. */
export function transactionReferences(transaction: Pick<Transaction, 'items'>): ReferencedIds {
  const ids = { cards: [] as string[], sealedProducts: [] as string[] };
  const locations: Array<string | null> = [];
  for (const { ledger } of transaction.items) {
    if (!ledger) continue;
    for (const { entity, id } of ledger.received) ids[entity].push(id);
    if (ledger.taken) ids[ledger.taken.entity].push(ledger.taken.id);
    if (ledger.taken?.entity === 'cards') locations.push(ledger.taken.record.locationId ?? null);
  }
  return {
    cards: unique(ids.cards),
    sealedProducts: unique(ids.sealedProducts),
    sealedDefinitions: [],
    locations: unique(locations),
  };
}

/** What editing a transaction reads: what it touched and what the new draft names. */
export function editReferences(
  transaction: Pick<Transaction, 'items'>,
  draft: Pick<TransactionDraft, 'items'>,
): ReferencedIds {
  const old = transactionReferences(transaction);
  const next = draftReferences(draft);
  return {
    cards: unique([...old.cards, ...next.cards]),
    sealedProducts: unique([...old.sealedProducts, ...next.sealedProducts]),
    sealedDefinitions: next.sealedDefinitions,
    locations: old.locations,
  };
}
