import { frontFace, type PeerFormat } from '../peerFormat';
import { spellings } from '../spellings';

/** MTGGoldfish's collection export: no condition, language or price; finish is regular / foil / foil_etched. */
export const MTG_GOLDFISH_FORMAT: PeerFormat = {
  id: 'mtgGoldfish',
  label: 'MTGGoldfish',
  header: ['Card', 'Set ID', 'Set Name', 'Quantity', 'Foil', 'Variation', 'Collector Number', 'Scryfall ID'],
  delimiter: ',',
  columns: {
    name: 'Card',
    setCode: 'Set ID',
    setName: 'Set Name',
    quantity: 'Quantity',
    finish: 'Foil',
    collectorNumber: 'Collector Number',
    scryfallId: 'Scryfall ID',
  },
  finishes: spellings([
    ['nonfoil', 'regular'],
    ['foil', 'foil'],
    ['etched', 'foil_etched'],
  ]),
  setCodeCase: 'upper',
  derived: (line) => ({ Card: frontFace(line.name) }),
};
