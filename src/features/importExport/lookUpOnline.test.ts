import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CardDbFixtureServer,
  loadFixturePrintings,
  startCardDbFixtureServer,
} from '../../../tests/fixtures/cardDb/cardDbFixtureServer';
import { buildCatalogueLookup } from '../../domain/importExport/catalogueLookup';
import { matchRows } from '../../domain/importExport/matchRows';
import { parsePeerCsv } from '../../domain/importExport/parsePeerCsv';
import { createMemoryAnswerCache } from '../cardDatabase/answerCache';
import { createCardDatabaseClient } from '../cardDatabase/cardDatabaseClient';
import { lookUpOnline } from './lookUpOnline';

let fixture: CardDbFixtureServer;
beforeAll(async () => {
  fixture = await startCardDbFixtureServer();
});
afterAll(async () => {
  await fixture.close();
});

const printings = loadFixturePrintings();

describe('lookUpOnline against the fixture card database', () => {
  it('finds the rows a device without a catalogue lacks, by set and number or by name', async () => {
    const bolt = printings.find((card) => card.name === 'Lightning Bolt');
    if (!bolt) throw new Error('fixture lacks Lightning Bolt');
    const file = ['title,edition,foil,quantity', 'Counterspell,,FALSE,2', 'No Such Card,,FALSE,1'].join('\n');
    const outcome = parsePeerCsv(file);
    if (!outcome.ok) throw new Error(outcome.error);
    const [first] = outcome.file.rows;
    if (!first) throw new Error('no rows');
    const byNumber = {
      ...first,
      line: 4,
      name: 'Lightning Bolt',
      setCode: bolt.set,
      collectorNumber: bolt.collector_number,
    };
    const rows = [...outcome.file.rows, byNumber];
    const client = createCardDatabaseClient({ baseUrl: fixture.url, cache: createMemoryAnswerCache() });
    const progress: number[] = [];
    const matches = await lookUpOnline(
      client,
      rows,
      matchRows(rows, buildCatalogueLookup(new Map())),
      (done) => progress.push(done),
    );
    expect(matches.map((match) => match.status)).toEqual(['matched', 'unmatched', 'matched']);
    expect(matches[2]).toMatchObject({ printing: { id: bolt.id } });
    expect(progress).toEqual([0, 1]);
    expect(fixture.requests.filter((request) => request.includes('/cards/collection'))).toHaveLength(1);
  });
});
