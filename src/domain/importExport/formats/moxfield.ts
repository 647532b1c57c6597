import type { PeerFormat } from '../peerFormat';
import { conditionSpellings, LANGUAGE_NAMES, spellings } from '../spellings';

/** Moxfield's collection export; "Good (Lightly Played)" is its LP. */
export const MOXFIELD_FORMAT: PeerFormat = {
  id: 'moxfield',
  label: 'Moxfield',
  header: [
    'Count',
    'Tradelist Count',
    'Name',
    'Edition',
    'Condition',
    'Language',
    'Foil',
    'Tags',
    'Last Modified',
    'Collector Number',
    'Alter',
    'Proxy',
    'Purchase Price',
  ],
  delimiter: ',',
  columns: {
    quantity: 'Count',
    name: 'Name',
    setCode: 'Edition',
    condition: 'Condition',
    language: 'Language',
    finish: 'Foil',
    date: 'Last Modified',
    collectorNumber: 'Collector Number',
    purchasePrice: 'Purchase Price',
  },
  conditions: conditionSpellings([
    ['Near Mint', 'Near Mint'],
    ['Mint', 'Mint'],
    ['Lightly Played', 'Good (Lightly Played)'],
    ['Played', 'Played'],
    ['Heavily Played', 'Heavily Played'],
    ['Damaged', 'Damaged'],
  ]),
  finishes: spellings([
    ['nonfoil', ''],
    ['foil', 'foil'],
    ['etched', 'etched'],
  ]),
  languages: spellings(LANGUAGE_NAMES),
  setCodeCase: 'lower',
  constants: { 'Tradelist Count': '0', Alter: 'False', Proxy: 'False' },
};
