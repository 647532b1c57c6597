import { describe, expect, it } from 'vitest';
import { matchBottomLine, setCodeCost } from './repairSetCode';
import { buildScanCatalogue, type ScanPrinting } from './scanCatalogue';

function printing(id: string, setCode: string, collectorNumber: string, lang = 'en'): ScanPrinting {
  return {
    id,
    name: `Card ${id}`,
    setCode,
    setName: setCode,
    collectorNumber,
    lang,
    releasedAt: '2021-01-01',
  };
}

const catalogue = buildScanCatalogue([
  printing('mh2-138', 'mh2', '138'),
  printing('mh1-138', 'mh1', '138'),
  printing('mh2-12', 'mh2', '12'),
  printing('m10-12', 'm10', '12'),
  printing('mh2-12-ja', 'mh2', '12', 'ja'),
  printing('2xm-42', '2xm', '42'),
  printing('lea-161', 'lea', '161'),
]);

describe('setCodeCost', () => {
  it('charges half for a look-alike and one for any other letter', () => {
    expect(setCodeCost('M1O', 'M10')).toBe(0.5);
    expect(setCodeCost('MHX', 'MH2')).toBe(1);
    expect(setCodeCost('MH2', 'MH2')).toBe(0);
  });
});

describe('matchBottomLine', () => {
  it('finds the printing by set code and number, certain when one set holds it', () => {
    const match = matchBottomLine(catalogue, { setCode: 'LEA', collectorNumber: '161', lang: 'en' });
    expect(match.candidates.map((p) => p.id)).toEqual(['lea-161']);
    expect(match.certain).toBe(true);
  });

  it('repairs a misread set code to the set that holds the number', () => {
    const match = matchBottomLine(catalogue, { setCode: 'ZXM', collectorNumber: '42', lang: 'en' });
    expect(match.candidates.map((p) => p.id)).toEqual(['2xm-42']);
    expect(match.certain).toBe(true);
  });

  it('keeps the exact set first and is certain over a one-letter neighbour', () => {
    const match = matchBottomLine(catalogue, { setCode: 'MH2', collectorNumber: '138', lang: 'en' });
    expect(match.candidates.map((p) => p.id)).toEqual(['mh2-138', 'mh1-138']);
    expect(match.certain).toBe(true);
  });

  it('is not certain when two sets are equally near', () => {
    const match = matchBottomLine(catalogue, { setCode: 'MHX', collectorNumber: '138', lang: 'en' });
    expect(match.candidates).toHaveLength(2);
    expect(match.certain).toBe(false);
  });

  it('puts the read language first', () => {
    const match = matchBottomLine(catalogue, { setCode: 'MH2', collectorNumber: '012', lang: 'ja' });
    expect(match.candidates[0]?.id).toBe('mh2-12-ja');
  });

  it('finds nothing for a number no near set holds', () => {
    expect(
      matchBottomLine(catalogue, { setCode: 'LEA', collectorNumber: '999', lang: 'en' }).candidates,
    ).toEqual([]);
    expect(matchBottomLine(catalogue, { setCode: 'QQQQ', collectorNumber: '161', lang: null }).certain).toBe(
      false,
    );
  });
});
