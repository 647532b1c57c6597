import type { Card, CardInput, Collection, ConditionQuantity } from '../../src/domain/schemas';
import type { TestUser } from './apiClient';

/** Test data for the card routes: a condition row and a card payload with the defaults a form sends. */
export const lot = (overrides: Partial<ConditionQuantity> = {}): ConditionQuantity => ({
  condition: 'Near Mint',
  quantity: 1,
  purchasePrice: 1.5,
  purchaseDate: '2024-05-01',
  transactionId: null,
  ...overrides,
});

export const cardInput = (collectionId: string, overrides: Partial<CardInput> = {}): CardInput => ({
  collectionId,
  name: 'Lightning Bolt',
  set: 'Magic 2010',
  setCode: 'M10',
  color: 'red',
  rarity: 'Common',
  type: 'Instant',
  conditionQuantities: [lot()],
  ...overrides,
});

export async function createCollection(user: TestUser, name = 'Main'): Promise<Collection> {
  const answer = await user.api.post<Collection>('/collections', { name });
  if (answer.status !== 201) throw new Error(`collection not created: ${JSON.stringify(answer.body)}`);
  return answer.body.data as Collection;
}

export async function createCard(user: TestUser, input: CardInput, path = '/cards'): Promise<Card> {
  const answer = await user.api.post<Card>(path, input);
  if (answer.status !== 201) throw new Error(`card not created: ${JSON.stringify(answer.body)}`);
  return answer.body.data as Card;
}
