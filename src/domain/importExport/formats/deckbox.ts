import type { PeerFormat } from '../peerFormat';
import { conditionSpellings, LANGUAGE_NAMES, spellings } from '../spellings';

/**
 * Deckbox's inventory export. Its edition codes are its own (`al`, `ex_127`), so matching leans on
 * the edition name; prices carry a dollar sign.
 */
export const DECKBOX_FORMAT: PeerFormat = {
  id: 'deckbox',
  label: 'Deckbox',
  header: [
    'Count',
    'Tradelist Count',
    'Name',
    'Edition',
    'Edition Code',
    'Card Number',
    'Condition',
    'Language',
    'Foil',
    'Signed',
    'Artist Proof',
    'Altered Art',
    'Misprint',
    'Promo',
    'Textless',
    'Printing Id',
    'Printing Note',
    'Tags',
    'My Price',
    'Cost',
    'Rarity',
    'Price',
    'TcgPlayer ID',
    'Scryfall ID',
  ],
  delimiter: ',',
  columns: {
    quantity: 'Count',
    name: 'Name',
    setName: 'Edition',
    setCode: 'Edition Code',
    collectorNumber: 'Card Number',
    condition: 'Condition',
    language: 'Language',
    finish: 'Foil',
    purchasePrice: 'My Price',
    scryfallId: 'Scryfall ID',
  },
  conditions: conditionSpellings([
    ['Near Mint', 'Near Mint'],
    ['Mint', 'Mint'],
    ['Lightly Played', 'Good (Lightly Played)'],
    ['Played', 'Played'],
    ['Heavily Played', 'Heavily Played'],
    ['Poor', 'Poor'],
  ]),
  finishes: spellings([
    ['nonfoil', ''],
    ['foil', 'foil'],
    ['etched', 'etched'],
  ]),
  languages: spellings(LANGUAGE_NAMES),
  setCodeCase: 'upper',
  formatPrice: (price) => `$${price.toFixed(2)}`,
  constants: { 'Tradelist Count': '0' },
};
