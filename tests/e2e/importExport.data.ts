import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadFixturePrintings } from '../fixtures/cardDb/cardDbFixtureServer';

const printings = loadFixturePrintings();

/** The header of a real ManaBox export, word for word. */
const MANABOX_HEADER = readFileSync(
  fileURLToPath(new URL('../fixtures/peerCsv/manabox-real-export.csv', import.meta.url)),
  'utf8',
).split('\n')[0];

const quoted = (text: string) => (/[",]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

function printingOf(name: string, set?: string) {
  const printing = printings.find((card) => card.name === name && (set === undefined || card.set === set));
  if (!printing) throw new Error(`No fixture printing of ${name}`);
  return printing;
}

/** A ManaBox row as ManaBox writes it; `where: false` leaves set and number out (name only). */
function row(
  name: string,
  quantity: number,
  foil: string,
  condition: string,
  price: string,
  where = true,
  inSet?: string,
) {
  const printing = printingOf(name, inSet);
  const set = where ? printing.set.toUpperCase() : '';
  const number = where ? printing.collector_number : '';
  const setName = where ? printing.set_name : '';
  return [
    quoted(name),
    set,
    quoted(setName),
    number,
    foil,
    printing.rarity,
    quantity,
    '1',
    where ? printing.id : '',
    price,
    'false',
    'false',
    condition,
    'en',
    'USD',
  ].join(',');
}

/** The one printing of the file that Cardmarket does not sell (the fixture gives it no Cardmarket id). */
const UNSOLD_BOLT = printingOf('Lightning Bolt', 'm11');
if (UNSOLD_BOLT.cardmarket_id !== undefined) throw new Error('The M11 Lightning Bolt has a Cardmarket id');

/**
 * A ManaBox export of fixture printings: four rows found by set and number, and one Lightning Bolt
 * by name only (printed in many sets), which the collector settles in the preview.
 */
export const MANABOX_FILE = [
  MANABOX_HEADER,
  row('Serra Angel', 2, 'normal', 'near_mint', '1.50'),
  row('Counterspell', 1, 'foil', 'mint', '4.00'),
  row('Fire // Ice', 3, 'normal', 'played', ''),
  row('Lightning Bolt', 4, 'normal', 'excellent', '0.50', false),
  row('Lightning Bolt', 1, 'normal', 'near_mint', '0.40', true, 'm11'),
].join('\n');

export const IMPORTED_COPIES = 2 + 1 + 3 + 4 + 1;

/** The Cardmarket product ids of the printings the file names by set and number (the M11 Bolt has none). */
export const CARDMARKET_IDS = ['Serra Angel', 'Counterspell', 'Fire // Ice'].map(
  (name) => printingOf(name).cardmarket_id,
);

/** The header of a real Cardmarket stock export, word for word. */
const CARDMARKET_HEADER = readFileSync(
  fileURLToPath(new URL('../fixtures/peerCsv/cardmarket-real-export.csv', import.meta.url)),
  'utf8',
).split('\n')[0];

/** A product id no fixture printing has: the row needs a choice by search. */
export const UNKNOWN_PRODUCT_ID = 9_999_999;

/**
 * A Cardmarket stock export of fixture printings, named by product id only (idProduct; groupCount;
 * price; idLanguage; condition; isFoil …): three the catalogue knows, then one it does not (line 5).
 */
export const CARDMARKET_FILE = [
  CARDMARKET_HEADER,
  `${printingOf('Serra Angel').cardmarket_id};2;1.50;1;2;;;;;;;;;`,
  `${printingOf('Counterspell').cardmarket_id};1;4.00;3;1;1;;;;;;;;`,
  `${printingOf('Fire // Ice').cardmarket_id};3;;1;6;;;;;;;;;`,
  `${UNKNOWN_PRODUCT_ID};1;0.25;1;2;;;;;;;;;`,
].join('\n');
