import type { Card, MarketPrice, SealedProduct } from '../schemas';
import type { CardColor, Condition, Rarity } from '../valueSets';
import { makeCard, makeLine, makePrice, makeSealed } from './factories';
import { seededRandom } from './seededRandom';

const COLORS: CardColor[] = ['white', 'blue', 'black', 'red', 'green', 'colorless', 'multicolor'];
const RARITY_LIST: Rarity[] = ['Common', 'Uncommon', 'Rare', 'Mythic Rare'];
const CONDITION_LIST: Condition[] = ['Near Mint', 'Lightly Played', 'Played', 'Mint'];

export interface GeneratedCollection {
  cards: Card[];
  sealedProducts: SealedProduct[];
  marketPrices: MarketPrice[];
}

/**
 * A collection shaped like a large real one: `cardCount` card records over about a fifth as many
 * distinct printings, one to three condition lines each, most with a purchase price and a
 * transaction, market prices for about 60 % of the printings and conditions.
 */
export function generateCollection(cardCount: number, seed = 1): GeneratedCollection {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const printings = Math.max(1, Math.floor(cardCount / 5));
  const cards: Card[] = [];
  const marketPrices: MarketPrice[] = [];
  for (let index = 0; index < cardCount; index++) {
    const printing = Math.floor(random() * printings);
    const lineCount = 1 + Math.floor(random() * 3);
    const conditionQuantities = [];
    for (let line = 0; line < lineCount; line++) {
      const price = random() < 0.85 ? Math.round(random() * 5000) / 100 : null;
      const transactionId = random() < 0.7 ? `tx-${Math.floor(random() * 2000)}` : null;
      conditionQuantities.push(
        makeLine(CONDITION_LIST[line], 1 + Math.floor(random() * 4), price, { transactionId }),
      );
    }
    cards.push(
      makeCard({
        name: `Card ${printing}`,
        set: `Set ${printing % 97}`,
        setCode: `S${printing % 97}`,
        color: pick(COLORS),
        rarity: pick(RARITY_LIST),
        type: pick(['Creature', 'Instant', 'Sorcery', 'Land', 'Artifact']),
        foil: random() < 0.1,
        status: random() < 0.9 ? 'have' : 'want',
        conditionQuantities,
      }),
    );
  }
  for (let printing = 0; printing < printings; printing++) {
    for (const condition of CONDITION_LIST) {
      if (random() < 0.6) {
        marketPrices.push(makePrice(`Card ${printing}|S${printing % 97}|${condition}`, 0.1 + random() * 60));
      }
    }
  }
  const sealedProducts = Array.from({ length: Math.ceil(cardCount / 100) }, (_, index) =>
    makeSealed({ name: `Box ${index % 50}`, quantity: 1 + (index % 3), purchasePrice: 90 + (index % 20) }),
  );
  return { cards, sealedProducts, marketPrices };
}
