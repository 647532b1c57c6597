import { randomUUID } from 'node:crypto';
import { TEMP_ID_PREFIX } from '../../src/domain/limits';
import type { Card, ChangesPage, Transaction, TransactionInput } from '../../src/domain/schemas';
import type { TestUser } from './apiClient';

/** Test data for the /transactions routes: lines and drafts with the fields a wizard sends. */
export const line = (overrides: Partial<TransactionInput['items'][number]> = {}) => ({
  itemType: 'card' as const,
  name: 'Lightning Bolt',
  set: 'Magic 2010',
  setCode: 'M10',
  condition: 'Near Mint' as const,
  quantity: 1,
  price: 2,
  ...overrides,
});

export const draft = (
  collectionId: string,
  type: TransactionInput['type'],
  items: TransactionInput['items'],
  extra: Partial<TransactionInput> = {},
): TransactionInput => ({ collectionId, type, date: '2025-05-01', items, ...extra });

export type Created = Transaction & { idMapping: Record<string, string> };

export async function record(user: TestUser, input: TransactionInput & { clientIds?: string[] }) {
  const answer = await user.api.post<Created>('/transactions/unified', input);
  if (answer.status !== 201) throw new Error(`transaction not recorded: ${JSON.stringify(answer.body)}`);
  return answer.body.data as Created;
}

export async function cardsOf(user: TestUser, collectionId: string): Promise<Card[]> {
  return (await user.api.get<Card[]>(`/collections/${collectionId}/cards`)).body.data ?? [];
}

export async function feed(user: TestUser, since = 0): Promise<ChangesPage> {
  return (await user.api.get<ChangesPage>(`/sync/changes?since=${since}&limit=1000`)).body
    .data as ChangesPage;
}

const CONDITIONS = ['Near Mint', 'Lightly Played', 'Moderately Played', 'Mint'] as const;

/**
 * A purchase shaped like a peer file's import (importDraft): one priced card line per row, 1–4 copies
 * each, and the temp ids the device gives the transaction and each card (`clientIds`).
 */
export function importedPurchase(collectionId: string, lines: number) {
  const items: TransactionInput['items'] = Array.from({ length: lines }, (_, index) => ({
    itemType: 'card',
    name: `Bench Card ${index % 5000}`,
    set: `Bench Set ${index % 40}`,
    setCode: `s${index % 40}`,
    color: 'red',
    rarity: 'Common',
    type: 'Instant',
    manaCost: '{R}',
    imageUrl: `https://cards.example.test/normal/front/${randomUUID()}.jpg`,
    foil: index % 7 === 0,
    condition: CONDITIONS[index % 4] ?? 'Near Mint',
    quantity: 1 + (index % 4),
    price: (index % 50) / 10 + 0.1,
  }));
  const clientIds = Array.from({ length: lines + 1 }, () => `${TEMP_ID_PREFIX}${randomUUID()}`);
  return {
    ...draft(collectionId, 'purchase', items, { notes: 'Imported from a peer file' }),
    clientIds,
  };
}
