import { describe, expect, it } from 'vitest';
import { LOCATION_TEXTS } from '../texts';
import { type FileCopiesRequest, planFileCopies } from './filing';
import { PlanRefused } from './place';
import type { Location } from './schema';
import { LOCATION_MOVE_TEXTS } from './texts';

// A binder of 2 pages × 4 slots: 8 pockets.
const binder: Location = {
  id: 'b1',
  name: 'Binder',
  kind: 'binder',
  pages: 2,
  slotsPerPage: 4,
  createdAt: 't0',
  updatedAt: 't0',
};
const box: Location = { ...binder, id: 'x1', kind: 'box', pages: null, slotsPerPage: null };

type Copy = {
  id: string;
  updatedAt: string;
  locationId?: string | null;
  page?: number | null;
  slot?: number | null;
};
const copy = (id: string, place: Partial<Copy> = {}): Copy => ({ id, updatedAt: 't0', ...place });
const loose = ['a', 'b', 'c'].map((id) => copy(id));
const inBinder = (id: string, page: number, slot: number) => copy(id, { locationId: 'b1', page, slot });

function plan(request: Partial<FileCopiesRequest<Copy>>) {
  return planFileCopies<Copy>({
    copies: loose,
    location: binder,
    start: { page: 1, slot: 1 },
    held: [],
    whenTaken: 'skip',
    now: 't1',
    ...request,
  });
}
const slots = (request: Partial<FileCopiesRequest<Copy>>) =>
  plan(request).filed.map(({ id, page, slot }) => `${id}:${page}.${slot}`);

describe('planFileCopies', () => {
  it('fills the free slots in order from the start, skipping taken ones and crossing pages', () => {
    const held = [inBinder('x', 1, 4), inBinder('y', 2, 1)];
    expect(slots({ start: { page: 1, slot: 3 }, held })).toEqual(['a:1.3', 'b:2.2', 'c:2.3']);
    const { changes } = plan({ start: { page: 1, slot: 3 }, held });
    expect(changes.records).toEqual(loose.map(({ id }) => ({ entity: 'cards', id, op: 'update' })));
    expect(changes.writes[0]?.row).toEqual({ id: 'a', locationId: 'b1', page: 1, slot: 3, updatedAt: 't1' });
  });

  it('counts the slots of the copies being moved as free', () => {
    const held = [inBinder('a', 1, 1), inBinder('z', 1, 2)];
    expect(slots({ held })).toEqual(['a:1.1', 'b:1.3', 'c:1.4']);
  });

  it('refuses a move the binder has no room for, saying how many fit, and writes nothing', () => {
    const held = [inBinder('x', 2, 2), inBinder('y', 2, 4)];
    expect(() => plan({ start: { page: 2, slot: 1 }, held })).toThrow(
      new PlanRefused(LOCATION_MOVE_TEXTS.binderFull(3, 2)),
    );
    const full = Array.from({ length: 8 }, (_, index) =>
      inBinder(`f${index}`, 1 + Math.floor(index / 4), 1 + (index % 4)),
    );
    expect(() => plan({ held: full })).toThrow(LOCATION_MOVE_TEXTS.binderFull(3, 0));
  });

  it('files without a slot in a box, or in a binder when no start is given', () => {
    expect(slots({ location: box, start: null })).toEqual(['a:null.null', 'b:null.null', 'c:null.null']);
    expect(plan({ start: null }).changes.writes[2]?.row).toEqual({
      id: 'c',
      locationId: 'b1',
      page: null,
      slot: null,
      updatedAt: 't1',
    });
    expect(() => plan({ location: box })).toThrow(LOCATION_TEXTS.pageNeedsBinder);
    expect(() => plan({ start: { page: 3, slot: 1 } })).toThrow(LOCATION_TEXTS.pageOutOfRange);
  });

  it('swaps two copies of the binder when asked, and refuses a taken slot when told to', () => {
    const held = [inBinder('a', 1, 1), inBinder('b', 2, 3)];
    const [mover] = held;
    expect(slots({ copies: [mover as Copy], start: { page: 2, slot: 3 }, held, whenTaken: 'swap' })).toEqual([
      'a:2.3',
      'b:1.1',
    ]);
    expect(() => plan({ copies: [copy('c')], start: { page: 2, slot: 3 }, held, whenTaken: 'swap' })).toThrow(
      LOCATION_MOVE_TEXTS.slotTaken,
    );
    expect(() =>
      plan({ copies: [copy('c')], start: { page: 1, slot: 1 }, held, whenTaken: 'refuse' }),
    ).toThrow(LOCATION_MOVE_TEXTS.slotTaken);
    expect(slots({ copies: [copy('c')], start: { page: 1, slot: 2 }, held, whenTaken: 'refuse' })).toEqual([
      'c:1.2',
    ]);
  });

  it('refuses a copy listed twice', () => {
    expect(() => plan({ copies: [copy('a'), copy('a')] })).toThrow(LOCATION_MOVE_TEXTS.duplicateCopy);
  });
});
