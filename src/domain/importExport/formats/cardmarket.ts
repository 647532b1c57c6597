import type { PeerFormat } from '../peerFormat';
import { conditionSpellings, spellings } from '../spellings';

/**
 * Cardmarket's stock export: semicolon-separated, cards named only by Cardmarket's product id,
 * conditions and languages as numbers. The catalogue holds no Cardmarket ids, so every row needs a
 * choice by search, and we cannot write a file its importer takes.
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
  notExportable: 'Cardmarket files name cards by Cardmarket product ids, which the catalogue does not hold.',
};
