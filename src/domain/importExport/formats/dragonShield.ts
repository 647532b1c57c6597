import type { PeerFormat } from '../peerFormat';
import { conditionSpellings, LANGUAGE_NAMES, spellings } from '../spellings';

/** The fixed columns, before the market's three price columns. */
const COLUMNS = [
  'Folder Name',
  'Quantity',
  'Trade Quantity',
  'Card Name',
  'Set Code',
  'Set Name',
  'Card Number',
  'Condition',
  'Printing',
  'Language',
  'Price Bought',
  'Date Bought',
];

/**
 * Dragon Shield's export: Excel's `sep=,` line first, conditions without spaces, several foil
 * treatments (all foil to us). The last three columns are market prices whose names follow the
 * user's market (LOW/MID/MARKET or AVG/LOW/TREND), so they are not required.
 */
export const DRAGON_SHIELD_FORMAT: PeerFormat = {
  id: 'dragonShield',
  label: 'Dragon Shield',
  header: [...COLUMNS, 'LOW', 'MID', 'MARKET'],
  required: COLUMNS,
  delimiter: ',',
  preamble: '"sep=,"',
  columns: {
    quantity: 'Quantity',
    name: 'Card Name',
    setCode: 'Set Code',
    setName: 'Set Name',
    collectorNumber: 'Card Number',
    condition: 'Condition',
    finish: 'Printing',
    language: 'Language',
    purchasePrice: 'Price Bought',
    date: 'Date Bought',
  },
  conditions: conditionSpellings([
    ['Near Mint', 'NearMint'],
    ['Mint', 'Mint'],
    ['Excellent', 'Excellent'],
    ['Good', 'Good'],
    ['Light Played', 'LightPlayed'],
    ['Lightly Played', 'LightPlayed'],
    ['Played', 'Played'],
    ['Poor', 'Poor'],
  ]),
  finishes: spellings([
    ['nonfoil', 'Normal'],
    ['foil', 'Foil'],
    ['etched', 'Etched'],
    ['foil', 'Rainbow Foil'],
    ['foil', 'Double Rainbow Foil'],
    ['foil', 'Gilded Foil'],
  ]),
  languages: spellings(LANGUAGE_NAMES),
  setCodeCase: 'upper',
  constants: { 'Folder Name': 'Cardfolio', 'Trade Quantity': '0' },
};
