import type { PeerFormat, PeerFormatId } from '../peerFormat';
import { ARCHIDEKT_FORMAT } from './archidekt';
import { CARDFOLIO_FORMAT } from './cardfolio';
import { CARD_KINGDOM_FORMAT } from './cardKingdom';
import { CARDMARKET_FORMAT } from './cardmarket';
import { DECKBOX_FORMAT } from './deckbox';
import { DRAGON_SHIELD_FORMAT } from './dragonShield';
import { MANABOX_FORMAT } from './manabox';
import { MOXFIELD_FORMAT } from './moxfield';
import { MTG_GOLDFISH_FORMAT } from './mtgGoldfish';
import { TCGPLAYER_FORMAT } from './tcgplayer';
import { TOPDECKED_FORMAT } from './topdecked';

/** Every format we read and write, ours first (the order the format menus show). */
export const PEER_FORMATS: readonly PeerFormat[] = [
  CARDFOLIO_FORMAT,
  MOXFIELD_FORMAT,
  MANABOX_FORMAT,
  DECKBOX_FORMAT,
  TCGPLAYER_FORMAT,
  DRAGON_SHIELD_FORMAT,
  ARCHIDEKT_FORMAT,
  TOPDECKED_FORMAT,
  MTG_GOLDFISH_FORMAT,
  CARDMARKET_FORMAT,
  CARD_KINGDOM_FORMAT,
];

export function peerFormat(id: PeerFormatId): PeerFormat {
  const format = PEER_FORMATS.find((candidate) => candidate.id === id);
  if (!format) throw new Error(`Unknown format ${id}`);
  return format;
}

/** Every format is written too (Cardmarket leaves out the cards it has no product id of). */
export const EXPORT_FORMATS = PEER_FORMATS;
