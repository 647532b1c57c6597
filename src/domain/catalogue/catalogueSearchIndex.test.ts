import { describe, expect, it } from 'vitest';
import { loadFixturePrintings } from '../../../tests/fixtures/cardDb/cardDbFixtureServer';
import { buildCatalogueSearchIndex } from './catalogueSearchIndex';
import { catalogueRecordFromScryfall } from './fromScryfall';

const printings = loadFixturePrintings().flatMap((card) => catalogueRecordFromScryfall(card) ?? []);
const index = buildCatalogueSearchIndex(printings);
const byId = new Map(printings.map((printing) => [printing.id, printing]));
const names = (query: string) => index.search(query).map((id) => byId.get(id)?.name);

describe('the catalogue search index', () => {
  it('finds names by prefix first, then by words, one printing per name, at most ten', () => {
    expect(names('lightning')).toEqual(['Lightning Bolt', 'Lightning Helix']);
    expect(names('bolt light')).toEqual(['Lightning Bolt']);
    expect(index.search('s').length).toBe(0);
    expect(index.search('an')).toHaveLength(10);
    // "se" starts Serra Angel; the names that only hold "se" somewhere follow it.
    const ranked = names('se');
    expect(ranked[0]).toBe('Serra Angel');
    expect(ranked.slice(1).every((name) => name?.toLowerCase().includes('se'))).toBe(true);
    expect(names('angel')).toEqual(['Baneslayer Angel', 'Serra Angel']);
  });

  it('finds either face of a double-faced card, and ignores case and accents', () => {
    const doubleFaced = printings.find((printing) => printing.name.includes(' // '));
    const back = doubleFaced?.name.split(' // ')[1] ?? '';
    expect(names(back.toUpperCase())).toContain(doubleFaced?.name);
    expect(names('LÍGHTNÎNG BÖLT')).toEqual(['Lightning Bolt']);
  });

  it('finds a printing by set code and collector number', () => {
    const bolt = printings.find(
      (printing) => printing.name === 'Lightning Bolt' && printing.setCode === 'lea',
    );
    expect(bolt).toBeDefined();
    const found = index.search(`LEA ${bolt?.collectorNumber}`);
    expect(found[0]).toBe(bolt?.id);
  });

  it('shows the newest printing of a name and lists every printing of it', () => {
    const bolts = printings.filter((printing) => printing.name === 'Lightning Bolt');
    const newest = [...bolts].sort((a, b) => b.releasedAt.localeCompare(a.releasedAt))[0];
    expect(index.search('lightning bolt')).toEqual([newest.id]);
    expect(index.printingsOf('lightning bolt').sort()).toEqual(bolts.map((bolt) => bolt.id).sort());
  });
});
