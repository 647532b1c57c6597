import { describe, expect, it } from 'vitest';
import { CARD_DB_BATCH_SIZE } from '../limits';
import type { CardDefinition } from '../schemas';
import { peerFixture } from '../testing/peerFixtures';
import { buildCatalogueLookup } from './catalogueLookup';
import { matchRows } from './matchRows';
import { applyOnlineAnswer, onlineRequests } from './onlineIdentifiers';
import { parsePeerCsv } from './parsePeerCsv';

function manaboxWithoutCatalogue() {
  const outcome = parsePeerCsv(peerFixture('manabox-real-export.csv'));
  if (!outcome.ok) throw new Error(outcome.error);
  const rows = outcome.file.rows;
  return { rows, matches: matchRows(rows, buildCatalogueLookup(new Map())) };
}

const definition = (fields: Partial<CardDefinition>): CardDefinition => ({
  id: 'x',
  name: 'X',
  set: 'Set',
  setCode: 'SET',
  color: 'red',
  rarity: 'Common',
  type: '',
  manaCost: '',
  imageUrl: '',
  tcgplayer_id: null,
  ...fields,
});

describe('the online fallback', () => {
  it('asks for each row the catalogue lacks by its most exact identifier, at most 75 a call', () => {
    const { rows, matches } = manaboxWithoutCatalogue();
    const requests = onlineRequests(rows, matches);
    expect(requests.flatMap((request) => request.indexes)).toHaveLength(rows.length);
    expect(requests[0]?.identifiers[0]).toEqual({ id: '9d481911-48a9-4cd7-a3b4-14c058dcac19' });
    const many = onlineRequests([...rows, ...rows, ...rows], [...matches, ...matches, ...matches]);
    expect(many.map((request) => request.identifiers.length)).toEqual([
      CARD_DB_BATCH_SIZE,
      126 - CARD_DB_BATCH_SIZE,
    ]);
  });

  it('names rows by set and number, then name and set, then name', () => {
    const outcome = parsePeerCsv('title,edition,foil,quantity\nShock,Magic 2011,FALSE,1\n');
    if (!outcome.ok) throw new Error(outcome.error);
    const requests = onlineRequests(
      outcome.file.rows,
      matchRows(outcome.file.rows, buildCatalogueLookup(new Map())),
    );
    expect(requests[0]?.identifiers).toEqual([{ name: 'Shock' }]);
  });

  it('matches each answered card to the row it fits, whatever the order, and leaves the unknown ones', () => {
    const { rows, matches } = manaboxWithoutCatalogue();
    const [request] = onlineRequests(rows.slice(0, 3), matches.slice(0, 3));
    if (!request) throw new Error('no request');
    const answer = [
      definition({ id: 'c2089ec9-0665-448f-bfe9-d181de127814', name: 'Brazen Borrower // Petty Theft' }),
      definition({ id: '9d481911-48a9-4cd7-a3b4-14c058dcac19', name: 'Aragorn, the Uniter' }),
    ];
    const next = applyOnlineAnswer(matches.slice(0, 3), request, answer);
    expect(next.map((match) => match.status)).toEqual(['matched', 'unmatched', 'matched']);
    expect(next[2]).toMatchObject({ printing: { name: 'Brazen Borrower // Petty Theft' } });
  });
});
