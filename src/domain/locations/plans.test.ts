import { describe, expect, it } from 'vitest';
import { LOCATION_TEXTS } from '../texts';
import { PlanRefused } from './place';
import { planDeleteLocation, planSetCopyPlace } from './plans';
import type { Location } from './schema';

const binder: Location = {
  id: 'l1',
  name: 'Binder',
  kind: 'binder',
  pages: 3,
  slotsPerPage: 9,
  createdAt: 't0',
  updatedAt: 't0',
};
const card = { id: 'k1', name: 'Bolt', updatedAt: 't0' };

describe('location plans', () => {
  it('files a copy in a binder slot and unfiles it, leaving no place fields', () => {
    const filed = planSetCopyPlace(card, { locationId: 'l1', page: 2, slot: 3 }, binder, 't1');
    expect(filed.writes[0]?.row).toEqual({ ...card, locationId: 'l1', page: 2, slot: 3, updatedAt: 't1' });
    expect(filed.records).toEqual([{ entity: 'cards', id: 'k1', op: 'update' }]);
    const filedRow = filed.writes[0]?.row as typeof card;
    const unfiled = planSetCopyPlace(filedRow, { locationId: null, page: null, slot: null }, null, 't2');
    expect(unfiled.writes[0]?.row).toEqual({ ...card, updatedAt: 't2' });
  });

  it('refuses a page or slot the binder lacks, and a page outside a binder', () => {
    const refuse = (place: { page: number | null; slot: number | null }, location: Location) =>
      expect(() => planSetCopyPlace(card, { locationId: location.id, ...place }, location, 't1')).toThrow(
        PlanRefused,
      );
    refuse({ page: 4, slot: 1 }, binder);
    refuse({ page: 1, slot: 10 }, binder);
    refuse({ page: 1, slot: null }, binder);
    refuse({ page: 1, slot: 1 }, { ...binder, kind: 'box', pages: null, slotsPerPage: null });
    expect(() => planSetCopyPlace(card, { locationId: 'gone', page: null, slot: null }, null, 't1')).toThrow(
      LOCATION_TEXTS.notFound,
    );
  });

  it('deleting a location moves its copies, slots cleared, in the same change set', () => {
    const held = [{ ...card, locationId: 'l1', page: 1, slot: 1 }];
    const toBox = planDeleteLocation('l1', held, 'l2', 't1');
    expect(toBox.records).toEqual([
      { entity: 'locations', id: 'l1', op: 'delete' },
      { entity: 'cards', id: 'k1', op: 'update' },
    ]);
    expect(toBox.writes[1]?.row).toEqual({
      ...card,
      locationId: 'l2',
      page: null,
      slot: null,
      updatedAt: 't1',
    });
    const unfiled = planDeleteLocation('l1', held, null, 't1');
    expect(unfiled.writes[1]?.row).toEqual({ ...card, updatedAt: 't1' });
    expect(() => planDeleteLocation('l1', held, 'l1', 't1')).toThrow(LOCATION_TEXTS.moveToItself);
  });
});
