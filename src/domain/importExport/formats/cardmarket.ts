import { IMPORT_TEXTS } from '../importTexts';
import type { PeerFormat } from '../peerFormat';
import { conditionSpellings, spellings } from '../spellings';

/**
 * Cardmarket's stock export: semicolon-separated, cards named only by Cardmarket's product id,
 * conditions (1 Mint … 7 Poor) and languages as numbers. Rows are found by that id in the device's
 * catalogue; a card whose printing has none there cannot be written (its importer needs the id).
 */
export const CARDMARKET_FORMAT: PeerFormat = {
  id: 'cardmarket',
  label: 'Cardmarket',
  header: [
    'idProduct',
    'groupCount',
    'price',
    'idLanguage',
    'condition',
    'isFoil',
    'isSigned',
    'isAltered',
    'isPlayset',
    'isReverseHolo',
    'isFirstEd',
    'isFullArt',
    'isUberRare',
    'isWithDie',
  ],
  delimiter: ';',
  columns: {
    peerProductId: 'idProduct',
    quantity: 'groupCount',
    purchasePrice: 'price',
    language: 'idLanguage',
    condition: 'condition',
    finish: 'isFoil',
  },
  conditions: conditionSpellings([
    ['Near Mint', '2'],
    ['Mint', '1'],
    ['Excellent', '3'],
    ['Good', '4'],
    ['Light Played', '5'],
    ['Lightly Played', '5'],
    ['Played', '6'],
    ['Poor', '7'],
  ]),
  finishes: spellings([
    ['nonfoil', ''],
    ['foil', '1'],
    ['etched', '1'],
  ]),
  languages: spellings([
    ['en', '1'],
    ['fr', '2'],
    ['de', '3'],
    ['es', '4'],
    ['it', '5'],
    ['zhs', '6'],
    ['ja', '7'],
    ['pt', '8'],
    ['ru', '9'],
    ['ko', '10'],
    ['zht', '11'],
  ]),
  setCodeCase: 'upper',
  // The ledger keeps a copy bought at no stated price at 0; Cardmarket's files leave that price empty.
  formatPrice: (price) => (price === 0 ? '' : price.toFixed(2)),
  exportNeeds: {
    fits: (line) => line.cardmarketId != null,
    leftOut: IMPORT_TEXTS.cardmarketLeftOut,
  },
};
