import { parsePrice } from '../cardDatabase/mapping';
import { ScryfallCard } from '../cardDatabase/scryfallSchema';
import { type CataloguePrinting, faceNamesOf } from './cataloguePrinting';

/** What the server's catalogue table holds of a printing: the device's fields and a few more. */
export interface CatalogueRecord extends CataloguePrinting {
  oracleId: string | null;
  faceNames: string[];
  eur: number | null;
}

const COLOR_ORDER = 'WUBRG';

function colorsOf(card: ScryfallCard): string {
  const symbols = new Set(card.colors ?? card.card_faces?.flatMap((face) => face.colors ?? []) ?? []);
  return [...COLOR_ORDER].filter((symbol) => symbols.has(symbol)).join('');
}

function imagesOf(card: ScryfallCard): [string, string] {
  const pick = (uris: ScryfallCard['image_uris']) => uris?.normal ?? uris?.large ?? uris?.small ?? '';
  if (card.image_uris) return [pick(card.image_uris), ''];
  const faces = card.card_faces ?? [];
  return [pick(faces[0]?.image_uris), pick(faces[1]?.image_uris)];
}

function joinedFaces(card: ScryfallCard, field: 'type_line' | 'mana_cost'): string {
  const faces = (card.card_faces ?? []).map((face) => face[field] ?? '').filter((part) => part !== '');
  return faces.join(' // ');
}

/**
 * One element of the card database's `default_cards` file as a catalogue record, or null when it is
 * not a card this app can show (no id or name). Face names come from the faces when the file has
 * them, else from the "Front // Back" name.
 */
export function catalogueRecordFromScryfall(json: unknown): CatalogueRecord | null {
  const parsed = ScryfallCard.safeParse(json);
  if (!parsed.success) return null;
  const card = parsed.data;
  const [imageFront, imageBack] = imagesOf(card);
  const faces = card.card_faces?.map((face) => face.name) ?? faceNamesOf(card.name);
  return {
    id: card.id,
    oracleId: card.oracle_id ?? null,
    name: card.name,
    faceNames: faces,
    setCode: card.set.toLowerCase(),
    setName: card.set_name,
    collectorNumber: card.collector_number ?? '',
    lang: card.lang ?? 'en',
    rarity: card.rarity,
    colors: colorsOf(card),
    typeLine: card.type_line ?? joinedFaces(card, 'type_line'),
    manaCost: card.mana_cost ?? joinedFaces(card, 'mana_cost'),
    imageFront,
    imageBack,
    tcgplayerId: card.tcgplayer_id ?? null,
    releasedAt: card.released_at ?? '',
    usd: parsePrice(card.prices?.usd),
    usdFoil: parsePrice(card.prices?.usd_foil),
    usdEtched: parsePrice(card.prices?.usd_etched),
    cardmarketId: card.cardmarket_id ?? null,
    eur: parsePrice(card.prices?.eur),
  };
}
