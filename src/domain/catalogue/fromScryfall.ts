import { parsePrice } from '../cardDatabase/cardValues';
import { ScryfallCard, type ScryfallCardFace } from '../cardDatabase/scryfallSchema';
import { type CataloguePrinting, FACE_SEPARATOR, faceNamesOf } from './cataloguePrinting';

/** What the server's catalogue table holds of a printing: the device's fields and a few more. */
export interface CatalogueRecord extends Required<CataloguePrinting> {
  oracleId: string | null;
  faceNames: string[];
}

const COLOR_ORDER = 'WUBRG';

function inColorOrder(symbols: Iterable<string>): string {
  const held = new Set(symbols);
  return [...COLOR_ORDER].filter((symbol) => held.has(symbol)).join('');
}

type FaceText = 'type_line' | 'mana_cost' | 'oracle_text';

/**
 * The rules for cards with faces, in one place. Double-faced cards (transform, modal_dfc) carry no
 * top-level colours, cost, text or images: colours and image are the front face's (a collector files
 * the card by the side that is cast), cost, type and text the faces' joined by " // ". Split and adventure cards keep their top-level values.
 */
function faceTexts(faces: readonly ScryfallCardFace[], field: FaceText): string {
  return faces
    .map((face) => face[field] ?? '')
    .filter((part) => part !== '')
    .join(FACE_SEPARATOR);
}

function imagesOf(card: ScryfallCard): [string, string] {
  const pick = (uris: ScryfallCard['image_uris']) => uris?.normal ?? uris?.large ?? uris?.small ?? '';
  if (card.image_uris) return [pick(card.image_uris), ''];
  const faces = card.card_faces ?? [];
  return [pick(faces[0]?.image_uris), pick(faces[1]?.image_uris)];
}

/** The one mapper from the card database's JSON to a printing, used online and by the catalogue. */
export function printingFromScryfall(card: ScryfallCard): CatalogueRecord {
  const faces = card.card_faces ?? [];
  const front = faces[0];
  const [imageFront, imageBack] = imagesOf(card);
  return {
    id: card.id,
    oracleId: card.oracle_id ?? null,
    name: card.name,
    faceNames: faces.length > 0 ? faces.map((face) => face.name) : faceNamesOf(card.name),
    setCode: card.set.toLowerCase(),
    setName: card.set_name,
    collectorNumber: card.collector_number ?? '',
    lang: card.lang ?? 'en',
    rarity: card.rarity,
    colors: inColorOrder(card.colors ?? front?.colors ?? []),
    typeLine: card.type_line ?? faceTexts(faces, 'type_line'),
    manaCost: card.mana_cost ?? faceTexts(faces, 'mana_cost'),
    imageFront,
    imageBack,
    tcgplayerId: card.tcgplayer_id ?? null,
    releasedAt: card.released_at ?? '',
    usd: parsePrice(card.prices?.usd),
    usdFoil: parsePrice(card.prices?.usd_foil),
    usdEtched: parsePrice(card.prices?.usd_etched),
    cardmarketId: card.cardmarket_id ?? null,
    oracleText: card.oracle_text ?? faceTexts(faces, 'oracle_text'),
    power: card.power ?? front?.power ?? '',
    toughness: card.toughness ?? front?.toughness ?? '',
    artist: card.artist ?? front?.artist ?? '',
    frame: card.frame ?? '',
    colorIdentity: inColorOrder(card.color_identity ?? []),
    manaValue: card.cmc ?? null,
    finishes: (card.finishes ?? []).join(','),
    eur: parsePrice(card.prices?.eur),
    eurFoil: parsePrice(card.prices?.eur_foil),
  };
}

/**
 * One element of the card database's `default_cards` file as a catalogue record, or null when it is
 * not a card this app can show (no id or name, a field of the wrong type).
 */
export function catalogueRecordFromScryfall(json: unknown): CatalogueRecord | null {
  const parsed = ScryfallCard.safeParse(json);
  return parsed.success ? printingFromScryfall(parsed.data) : null;
}
