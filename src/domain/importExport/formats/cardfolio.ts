import { CONDITIONS, ITEM_STATUSES } from '../../valueSets';
import type { PeerFormat } from '../peerFormat';
import { FINISHES } from '../peerRow';
import { conditionSpellings, LANGUAGE_CODES, spellings } from '../spellings';

/** Our own CSV: every field a card keeps, values as we store them, so nothing is lost. */
export const CARDFOLIO_FORMAT: PeerFormat = {
  id: 'cardfolio',
  label: 'Cardfolio CSV',
  header: [
    'Name',
    'Set',
    'Set Code',
    'Collector Number',
    'Quantity',
    'Condition',
    'Finish',
    'Language',
    'Purchase Price',
    'Purchase Date',
    'Status',
    'Rarity',
    'Scryfall ID',
  ],
  delimiter: ',',
  columns: {
    name: 'Name',
    setName: 'Set',
    setCode: 'Set Code',
    collectorNumber: 'Collector Number',
    quantity: 'Quantity',
    condition: 'Condition',
    finish: 'Finish',
    language: 'Language',
    purchasePrice: 'Purchase Price',
    date: 'Purchase Date',
    status: 'Status',
    rarity: 'Rarity',
    scryfallId: 'Scryfall ID',
  },
  conditions: conditionSpellings(CONDITIONS.map((condition) => [condition, condition] as const)),
  finishes: spellings(FINISHES.map((finish) => [finish, finish] as const)),
  languages: spellings(LANGUAGE_CODES),
  setCodeCase: 'upper',
};

export const STATUS_SPELLINGS = spellings(ITEM_STATUSES.map((status) => [status, status] as const));
