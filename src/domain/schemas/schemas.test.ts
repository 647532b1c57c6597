import { describe, expect, it } from 'vitest';
import {
  AuthSession,
  CardInput,
  CardUpdate,
  ChangePasswordInput,
  Collection,
  CollectionInput,
  CollectionUpdate,
  ConditionQuantity,
  ErrorEnvelope,
  IsoDate,
  LoginInput,
  Money,
  RegisterInput,
  SingleConditionCardInput,
  successEnvelope,
  Timestamp,
} from './index';

const line = { condition: 'Near Mint', quantity: 2 };

describe('common shapes', () => {
  it('takes calendar dates and instants in their own forms', () => {
    expect(IsoDate.safeParse('2025-02-28').success).toBe(true);
    expect(IsoDate.safeParse('2025-02-28T10:00:00Z').success).toBe(false);
    expect(IsoDate.safeParse('2024-02-29').success).toBe(true);
    for (const impossible of [
      '2025-02-29',
      '1900-02-29',
      '2024-04-31',
      '2024-13-01',
      '2024-00-10',
      '0000-01-01',
    ]) {
      expect(IsoDate.safeParse(impossible).success, impossible).toBe(false);
    }
    expect(Timestamp.safeParse('2025-02-28T10:00:00.000Z').success).toBe(true);
    expect(Timestamp.safeParse('2025-02-28T10:00:00+02:00').success).toBe(true);
    expect(Timestamp.safeParse('2025-02-28').success).toBe(false);
  });

  it('keeps money finite and not negative', () => {
    expect(Money.safeParse(0).success).toBe(true);
    expect(Money.safeParse(12.5).success).toBe(true);
    expect(Money.safeParse(-0.01).success).toBe(false);
    expect(Money.safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
  });
});

describe('collection', () => {
  it('trims the name and description and defaults the description', () => {
    expect(CollectionInput.parse({ name: '  Modern decks ' })).toEqual({
      name: 'Modern decks',
      description: '',
    });
    expect(CollectionInput.parse({ name: 'A', description: ' mine ' }).description).toBe('mine');
  });

  it('rejects a blank name with the form message', () => {
    const result = CollectionInput.safeParse({ name: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('Collection name is required');
  });

  it('lets an update send only some fields: a rename keeps the description', () => {
    expect(CollectionUpdate.parse({ description: 'x' })).toEqual({ description: 'x' });
    expect(CollectionUpdate.parse({ name: ' Renamed ' })).toEqual({ name: 'Renamed' });
    expect(CollectionUpdate.safeParse({ name: ' ' }).success).toBe(false);
  });

  it('reads a stored collection', () => {
    const stamp = '2025-01-01T00:00:00.000Z';
    const stored = {
      id: 'c1',
      name: 'Main',
      description: '',
      isDefault: true,
      createdAt: stamp,
      updatedAt: stamp,
    };
    expect(Collection.parse(stored)).toEqual(stored);
  });
});

describe('card', () => {
  it('fills the defaults of a minimal card', () => {
    const card = CardInput.parse({ collectionId: 'c1', name: ' Opt ', conditionQuantities: [line] });
    expect(card).toMatchObject({
      name: 'Opt',
      set: '',
      setCode: '',
      color: 'colorless',
      rarity: 'Common',
      status: 'have',
      foil: false,
      marketPrice: null,
      tcgplayer_id: null,
    });
    expect(card.conditionQuantities[0]).toEqual({
      condition: 'Near Mint',
      quantity: 2,
      purchasePrice: null,
      purchaseDate: null,
      transactionId: null,
    });
  });

  it('needs a name and at least one condition line', () => {
    expect(CardInput.safeParse({ collectionId: 'c1', name: '', conditionQuantities: [line] }).success).toBe(
      false,
    );
    const empty = CardInput.safeParse({ collectionId: 'c1', name: 'Opt', conditionQuantities: [] });
    expect(empty.error?.issues[0].message).toBe('A card needs at least one condition row');
  });

  it('rejects a quantity under 1, a negative price and an unknown condition or colour', () => {
    expect(ConditionQuantity.safeParse({ ...line, quantity: 0 }).error?.issues[0].message).toBe(
      'Quantity must be at least 1',
    );
    expect(ConditionQuantity.safeParse({ ...line, purchasePrice: -1 }).success).toBe(false);
    expect(ConditionQuantity.safeParse({ ...line, condition: 'Pristine' }).success).toBe(false);
    expect(
      CardInput.safeParse({ collectionId: 'c1', name: 'Opt', color: 'purple', conditionQuantities: [line] })
        .success,
    ).toBe(false);
  });

  it('takes exactly one line for add-to-collection and add-individual', () => {
    const base = { collectionId: 'c1', name: 'Opt' };
    expect(SingleConditionCardInput.safeParse({ ...base, conditionQuantities: [line] }).success).toBe(true);
    expect(SingleConditionCardInput.safeParse({ ...base, conditionQuantities: [line, line] }).success).toBe(
      false,
    );
  });

  it('changes only the fields an update sends, still checking those', () => {
    expect(CardUpdate.parse({ notes: 'signed' })).toEqual({ notes: 'signed' });
    expect(CardUpdate.parse({ name: ' Opt ', foil: true })).toEqual({ name: 'Opt', foil: true });
    expect(CardUpdate.safeParse({ conditionQuantities: [{ ...line, quantity: 0 }] }).success).toBe(false);
    expect(CardUpdate.safeParse({ status: 'sold' }).success).toBe(false);
  });
});

describe('user and sign-in', () => {
  it('trims and lower-cases the email', () => {
    expect(LoginInput.parse({ email: '  Sam@Example.COM ', password: 'x' }).email).toBe('sam@example.com');
  });

  it('needs both email and password to sign in', () => {
    expect(LoginInput.safeParse({ email: 'sam@example.com', password: '' }).success).toBe(false);
    expect(LoginInput.safeParse({ email: 'not an email', password: 'x' }).success).toBe(false);
  });

  it('needs a password of 8 characters to register or change it', () => {
    const register = RegisterInput.safeParse({
      username: 'sam',
      email: 'sam@example.com',
      password: 'short',
    });
    expect(register.error?.issues[0].message).toBe('Password must be at least 8 characters');
    expect(ChangePasswordInput.safeParse({ currentPassword: 'a', newPassword: 'long enough' }).success).toBe(
      true,
    );
  });

  it('reads a session', () => {
    const session = {
      accessToken: 'a',
      refreshToken: 'r',
      user: { id: 'u1', username: 'sam', email: 's@e.com' },
    };
    expect(AuthSession.parse(session)).toEqual(session);
  });
});

describe('envelope', () => {
  it('reads success and error answers', () => {
    const answer = successEnvelope(Collection.pick({ id: true }));
    expect(answer.parse({ success: true, data: { id: 'c1' } })).toEqual({
      success: true,
      data: { id: 'c1' },
    });
    expect(answer.safeParse({ success: false, data: { id: 'c1' } }).success).toBe(false);
    expect(ErrorEnvelope.parse({ success: false, error: { message: 'Card not found' } }).error.message).toBe(
      'Card not found',
    );
  });
});
