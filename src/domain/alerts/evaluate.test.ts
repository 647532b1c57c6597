import { describe, expect, it } from 'vitest';
import type { CataloguePrinting } from '../catalogue/cataloguePrinting';
import { priceInFinish } from './alertPrice';
import { firedAlertText } from './alertTexts';
import {
  type AlertRule,
  conditionHolds,
  currentFiring,
  evaluateAlerts,
  isUnseen,
  nextFiring,
  printingsByName,
  targetPrice,
} from './evaluate';
import { type Alert, NOT_FIRED } from './schema';

const above: AlertRule = { kind: 'above', threshold: 5, referencePrice: null };
const below: AlertRule = { kind: 'below', threshold: 2, referencePrice: null };
const change: AlertRule = { kind: 'change', threshold: 20, referencePrice: 10 };

function printing(id: string, fields: Partial<CataloguePrinting>): CataloguePrinting {
  return {
    id,
    name: 'Lightning Bolt',
    setCode: 'lea',
    setName: 'Limited Edition Alpha',
    collectorNumber: '161',
    lang: 'en',
    rarity: 'common',
    colors: 'R',
    typeLine: 'Instant',
    manaCost: '{R}',
    imageFront: '',
    imageBack: '',
    tcgplayerId: null,
    releasedAt: '1993-08-05',
    usd: null,
    usdFoil: null,
    usdEtched: null,
    ...fields,
  };
}

describe('the alert condition', () => {
  it('above and below are strict; change counts either way from the reference', () => {
    expect([4.99, 5, 5.01].map((price) => conditionHolds(above, price))).toEqual([false, false, true]);
    expect([1.99, 2, 2.01].map((price) => conditionHolds(below, price))).toEqual([true, false, false]);
    expect([7.9, 8, 9, 11, 12, 12.5].map((price) => conditionHolds(change, price))).toEqual([
      true,
      true,
      false,
      false,
      true,
      true,
    ]);
    expect(conditionHolds({ kind: 'change', threshold: 20, referencePrice: 0 }, 5)).toBe(false);
  });
});

describe('once per crossing', () => {
  it('fires on the day the condition starts to hold, stays quiet while it holds, re-arms when it stops', () => {
    const day1 = nextFiring(above, NOT_FIRED, 6.1, '2026-11-01');
    expect(day1).toEqual({ holding: true, firedOn: '2026-11-01', firedPrice: 6.1, stateOn: '2026-11-01' });
    if (!day1) throw new Error('expected a fire');
    expect(nextFiring(above, day1, 7, '2026-11-02')).toBeNull();
    const day3 = nextFiring(above, day1, 4, '2026-11-03');
    expect(day3).toEqual({ holding: false, firedOn: '2026-11-01', firedPrice: 6.1, stateOn: '2026-11-03' });
    if (!day3) throw new Error('expected a re-arm');
    expect(nextFiring(above, day3, 5.5, '2026-11-04')).toMatchObject({
      firedOn: '2026-11-04',
      firedPrice: 5.5,
    });
  });

  it('a missing price neither fires nor re-arms', () => {
    expect(nextFiring(above, NOT_FIRED, null, '2026-11-01')).toBeNull();
    const holding = { holding: true, firedOn: '2026-11-01', firedPrice: 6, stateOn: '2026-11-01' };
    expect(nextFiring(above, holding, null, '2026-11-02')).toBeNull();
  });
});

describe('target prices', () => {
  const bolt = printing('0d3f0a56-3f11-4c8e-9d2f-1f1c3a7b0001', { usd: 6, usdFoil: 40 });
  const boltM10 = printing('0d3f0a56-3f11-4c8e-9d2f-1f1c3a7b0002', {
    setCode: 'm10',
    usd: 1.5,
    usdFoil: null,
  });
  const catalogue = {
    printings: new Map([bolt, boltM10].map((p) => [p.id, p])),
    byName: printingsByName([bolt, boltM10]),
  };
  const wants = new Map([
    ['any', { name: ' lightning bolt ', setCode: '', collectorNumber: '' }],
    ['lea', { name: 'Lightning Bolt', setCode: 'LEA', collectorNumber: '' }],
    ['gone', { name: 'Black Lotus', setCode: '', collectorNumber: '' }],
  ]);

  it('a printing in its finish; any: the lowest of its finishes', () => {
    expect(priceInFinish(bolt, 'foil')).toBe(40);
    expect(priceInFinish(bolt, 'any')).toBe(6);
    expect(priceInFinish(bolt, 'etched')).toBeNull();
    expect(targetPrice({ printingId: bolt.id, wantId: null, finish: 'nonfoil' }, catalogue, wants)).toBe(6);
    expect(targetPrice({ printingId: 'unknown', wantId: null, finish: 'any' }, catalogue, wants)).toBeNull();
  });

  it('a want: its cheapest matching printing; a set narrows it; an unknown card has no price', () => {
    const of = (wantId: string, finish: 'any' | 'foil' = 'any') =>
      targetPrice({ printingId: null, wantId, finish }, catalogue, wants);
    expect([of('any'), of('lea'), of('gone'), of('any', 'foil'), of('deleted')]).toEqual([
      1.5,
      6,
      null,
      40,
      null,
    ]);
  });

  it('evaluates a list, skipping firings already of that price day', () => {
    const base = {
      printingId: bolt.id,
      wantId: null,
      finish: 'nonfoil' as const,
      label: 'Lightning Bolt (LEA)',
      referencePrice: null,
      seenOn: null,
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
      ...NOT_FIRED,
    };
    const fresh: Alert = { ...base, id: 'a', kind: 'above', threshold: 5 };
    const done: Alert = { ...base, id: 'b', kind: 'above', threshold: 5 };
    const changes = evaluateAlerts(
      [
        { ...fresh, current: NOT_FIRED },
        { ...done, current: { ...NOT_FIRED, stateOn: '2026-11-02' } },
      ],
      catalogue,
      wants,
      '2026-11-02',
    );
    expect(changes).toEqual([{ alertId: 'a', firing: expect.objectContaining({ firedPrice: 6 }) }]);
    expect(firedAlertText({ ...fresh, firedPrice: 6.1 })).toBe(
      'Lightning Bolt (LEA) rose above $5.00: now $6.10',
    );
  });
});

describe('server and device firings', () => {
  const server = { holding: true, firedOn: '2026-11-02', firedPrice: 6, stateOn: '2026-11-02' };
  it('the later price day wins, the server on a tie', () => {
    const device = { ...server, firedPrice: 6 };
    expect(currentFiring(server, device)).toBe(server);
    const later = { holding: true, firedOn: '2026-11-03', firedPrice: 7, stateOn: '2026-11-03' };
    expect(currentFiring(server, later)).toBe(later);
    expect(currentFiring(NOT_FIRED, undefined)).toBe(NOT_FIRED);
  });
  it('a fire is unseen until its price day is marked seen', () => {
    expect(isUnseen(server, null)).toBe(true);
    expect(isUnseen(server, '2026-11-02')).toBe(false);
    expect(isUnseen(server, '2026-11-01')).toBe(true);
    expect(isUnseen(NOT_FIRED, null)).toBe(false);
  });
});
