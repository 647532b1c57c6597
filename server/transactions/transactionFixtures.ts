import type { Card, ChangesPage, Transaction, TransactionInput } from '../../src/domain/schemas';
import type { TestUser } from '../testing/apiClient';

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
