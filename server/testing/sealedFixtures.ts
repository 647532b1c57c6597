import type {
  SealedDefinition,
  SealedDefinitionInput,
  SealedProduct,
  SealedProductInput,
} from '../../src/domain/schemas';
import type { TestUser } from './apiClient';

/** Test data for the sealed routes. */
export const definitionInput = (overrides: Partial<SealedDefinitionInput> = {}): SealedDefinitionInput => ({
  name: 'Alpha Booster',
  set: 'Alpha',
  type: 'Booster Pack',
  ...overrides,
});

export async function createDefinition(
  user: TestUser,
  overrides: Partial<SealedDefinitionInput> = {},
): Promise<SealedDefinition> {
  const answer = await user.api.post<SealedDefinition>(
    '/sealed-products/definitions',
    definitionInput(overrides),
  );
  if (answer.status !== 201) throw new Error(`definition not created: ${JSON.stringify(answer.body)}`);
  return answer.body.data as SealedDefinition;
}

export async function createSealedProduct(user: TestUser, input: SealedProductInput): Promise<SealedProduct> {
  const answer = await user.api.post<SealedProduct>('/sealed-products', input);
  if (answer.status !== 201) throw new Error(`sealed product not created: ${JSON.stringify(answer.body)}`);
  return answer.body.data as SealedProduct;
}
