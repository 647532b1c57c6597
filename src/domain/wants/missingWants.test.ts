import { describe, expect, it } from 'vitest';
import { wantsForMissing } from './missingWants';

const missing = [
  { name: 'Alpha', setCode: 'tst', collectorNumber: '1' },
  { name: 'Beta', setCode: 'tst', collectorNumber: '2' },
];

describe('wants for the missing printings of a set', () => {
  it('wants one of each missing printing on the chosen list', () => {
    expect(wantsForMissing(missing, [], 'c1')).toEqual([
      { collectionId: 'c1', name: 'Alpha', setCode: 'TST', collectorNumber: '1', quantity: 1 },
      { collectionId: 'c1', name: 'Beta', setCode: 'TST', collectorNumber: '2', quantity: 1 },
    ]);
  });

  it('leaves out printings that list already wants, but not those another list wants', () => {
    const existing = [
      { name: 'alpha', setCode: 'TST', collectorNumber: '1', collectionId: null },
      { name: 'Beta', setCode: 'TST', collectorNumber: '2', collectionId: 'c1' },
    ];
    expect(wantsForMissing(missing, existing, null).map((want) => want.name)).toEqual(['Beta']);
    expect(wantsForMissing(missing, existing, 'c1').map((want) => want.name)).toEqual(['Alpha']);
  });
});
