import { frontFace, type PeerFormat } from '../peerFormat';
import { spellings } from '../spellings';

/** Card Kingdom's buylist/collection layout: the front face's name, the set's name, TRUE/FALSE foil. */
export const CARD_KINGDOM_FORMAT: PeerFormat = {
  id: 'cardKingdom',
  label: 'Card Kingdom',
  header: ['title', 'edition', 'foil', 'quantity'],
  delimiter: ',',
  columns: { name: 'title', setName: 'edition', finish: 'foil', quantity: 'quantity' },
  finishes: spellings([
    ['nonfoil', 'FALSE'],
    ['foil', 'TRUE'],
    ['etched', 'TRUE'],
  ]),
  setCodeCase: 'upper',
  derived: (line) => ({ title: frontFace(line.name) }),
};
