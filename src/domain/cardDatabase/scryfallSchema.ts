import { z } from 'zod';

/**
 * The part of Scryfall's card JSON this app reads. Unknown fields pass through untouched, so a newer
 * Scryfall answer still parses; a missing name or id, or a field of the wrong type, is caught here at
 * the boundary instead of deep in the UI.
 */
export const ScryfallImageUris = z.looseObject({
  small: z.string().optional(),
  normal: z.string().optional(),
  large: z.string().optional(),
});
export type ScryfallImageUris = z.infer<typeof ScryfallImageUris>;

export const ScryfallCardFace = z.looseObject({
  name: z.string(),
  mana_cost: z.string().optional(),
  type_line: z.string().optional(),
  colors: z.array(z.string()).optional(),
  image_uris: ScryfallImageUris.optional(),
  oracle_text: z.string().optional(),
  power: z.string().optional(),
  toughness: z.string().optional(),
  artist: z.string().optional(),
});
export type ScryfallCardFace = z.infer<typeof ScryfallCardFace>;

export const ScryfallCard = z.looseObject({
  id: z.string().min(1),
  name: z.string().min(1),
  set_name: z.string(),
  set: z.string(),
  colors: z.array(z.string()).optional(),
  color_identity: z.array(z.string()).optional(),
  rarity: z.string(),
  type_line: z.string().optional(),
  mana_cost: z.string().optional(),
  image_uris: ScryfallImageUris.optional(),
  card_faces: z.array(ScryfallCardFace).optional(),
  tcgplayer_id: z.number().int().optional(),
  /** Cardmarket's product id (`idProduct` in its files). */
  cardmarket_id: z.number().int().optional(),
  collector_number: z.string().optional(),
  // Read by the catalogue ingest (issue 12); the search answers carry them too.
  oracle_id: z.string().optional(),
  lang: z.string().optional(),
  released_at: z.string().optional(),
  // Read for the query language (issue 24).
  oracle_text: z.string().optional(),
  power: z.string().optional(),
  toughness: z.string().optional(),
  artist: z.string().optional(),
  frame: z.string().optional(),
  cmc: z.number().optional(),
  finishes: z.array(z.string()).optional(),
  prices: z
    .looseObject({
      usd: z.string().nullable().optional(),
      usd_foil: z.string().nullable().optional(),
      usd_etched: z.string().nullable().optional(),
      eur: z.string().nullable().optional(),
      eur_foil: z.string().nullable().optional(),
    })
    .optional(),
});
export type ScryfallCard = z.infer<typeof ScryfallCard>;

/** A page of `/cards/search` (and any other list answer). */
export const ScryfallList = z.looseObject({
  data: z.array(ScryfallCard),
  has_more: z.boolean(),
  next_page: z.string().optional(),
  total_cards: z.number().int().optional(),
});
export type ScryfallList = z.infer<typeof ScryfallList>;
