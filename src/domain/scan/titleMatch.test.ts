import { describe, expect, it } from 'vitest';
import { buildScanCatalogue, type ScanPrinting } from './scanCatalogue';
import { matchTitle } from './titleMatch';

function printing(id: string, name: string, releasedAt: string): ScanPrinting {
  return { id, name, setCode: 'lea', setName: 'Alpha', collectorNumber: id, lang: 'en', releasedAt };
}

const catalogue = buildScanCatalogue([
  printing('1', 'Lightning Bolt', '1993-08-05'),
  printing('2', 'Lightning Bolt', '2010-07-16'),
  printing('3', 'Lightning Blast', '1995-04-01'),
  printing('4', "Agadeem's Awakening // Agadeem, the Undercrypt", '2020-09-25'),
  printing('5', 'Shivan Dragon', '1993-08-05'),
]);

describe('matchTitle', () => {
  it('matches an exact title with every printing of the name, newest first', () => {
    const [best] = matchTitle(catalogue, 'Lightning Bolt');
    expect(best?.name).toBe('Lightning Bolt');
    expect(best?.score).toBe(0);
    expect(best?.printings.map((p) => p.id)).toEqual(['2', '1']);
  });

  it('matches a title with OCR errors to the nearest name first', () => {
    const names = matchTitle(catalogue, 'Lightn1ng Bo1t').map((match) => match.name);
    expect(names[0]).toBe('Lightning Bolt');
  });

  it("matches a double-faced card's front face", () => {
    expect(matchTitle(catalogue, 'Agadeems Awakenlng')[0]?.name).toBe(
      "Agadeem's Awakening // Agadeem, the Undercrypt",
    );
  });

  it('matches nothing for noise or a too short read', () => {
    expect(matchTitle(catalogue, 'xq')).toEqual([]);
    expect(matchTitle(catalogue, 'Completely different words')).toEqual([]);
  });
});
