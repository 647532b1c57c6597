import { frontFace, type PeerFormat } from '../peerFormat';
import { conditionSpellings, LANGUAGE_NAMES, spellings } from '../spellings';

/** TCGplayer's collection export (the app's): no purchase price column. */
export const TCGPLAYER_FORMAT: PeerFormat = {
  id: 'tcgplayer',
  label: 'TCGplayer',
  header: [
    'Quantity',
    'Name',
    'Simple Name',
    'Set',
    'Card Number',
    'Set Code',
    'Printing',
    'Condition',
    'Language',
    'Rarity',
    'Product ID',
    'SKU',
  ],
  delimiter: ',',
  columns: {
    quantity: 'Quantity',
    name: 'Name',
    setName: 'Set',
    collectorNumber: 'Card Number',
    setCode: 'Set Code',
    finish: 'Printing',
    condition: 'Condition',
    language: 'Language',
  },
  conditions: conditionSpellings([
    ['Near Mint', 'Near Mint'],
    ['Mint', 'Mint'],
    ['Lightly Played', 'Lightly Played'],
    ['Moderately Played', 'Moderately Played'],
    ['Heavily Played', 'Heavily Played'],
    ['Damaged', 'Damaged'],
  ]),
  finishes: spellings([
    ['nonfoil', 'Normal'],
    ['foil', 'Foil'],
    ['etched', 'Foil'],
  ]),
  languages: spellings(LANGUAGE_NAMES),
  setCodeCase: 'upper',
  derived: (line) => ({ 'Simple Name': frontFace(line.name) }),
};
