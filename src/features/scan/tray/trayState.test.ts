import { describe, expect, it } from 'vitest';
import { boltDefinition } from '../../../db/testing/cards';
import { trayCopies, trayReady, trayReducer } from './trayState';
import { trayRow } from './trayTesting';

const bolt = boltDefinition();
const otherBolt = boltDefinition({ id: 'def-bolt-lea', setCode: 'lea', collectorNumber: '161' });

function scanned(id: string, printing = bolt, foil = false, printingUnsure = false) {
  return {
    type: 'scanned' as const,
    id,
    row: { printing, candidates: [printing, otherBolt], foil, printingUnsure, imageUrl: null },
  };
}

describe('trayReducer', () => {
  it('adds a scanned card as a Near Mint row of one', () => {
    const rows = trayReducer([], scanned('r1'));
    expect(rows).toEqual([trayRow('r1', bolt, { candidates: [bolt, otherBolt] })]);
  });

  it('counts a card scanned again on its row; another printing or finish is a new row', () => {
    let rows = trayReducer([], scanned('r1'));
    rows = trayReducer(rows, scanned('r2'));
    rows = trayReducer(rows, scanned('r3', otherBolt));
    rows = trayReducer(rows, scanned('r4', bolt, true));
    expect(rows.map((row) => [row.id, row.quantity])).toEqual([
      ['r1', 2],
      ['r3', 1],
      ['r4', 1],
    ]);
    expect(trayCopies(rows)).toBe(4);
  });

  it('changes and removes one row', () => {
    let rows = [trayRow('r1'), trayRow('r2', otherBolt)];
    rows = trayReducer(rows, { type: 'change', id: 'r2', changes: { condition: 'Played', foil: true } });
    expect(rows[1]).toMatchObject({ condition: 'Played', foil: true });
    rows = trayReducer(rows, { type: 'remove', id: 'r1' });
    expect(rows.map((row) => row.id)).toEqual(['r2']);
    expect(trayReducer(rows, { type: 'clear' })).toEqual([]);
  });

  it('holds a title read back until the collector chooses its printing', () => {
    let rows = trayReducer([trayRow('r1')], scanned('r2', bolt, false, true));
    expect(trayReady(rows)).toBe(false);
    rows = trayReducer(rows, { type: 'change', id: 'r2', changes: { condition: 'Played' } });
    expect(trayReady(rows)).toBe(false);
    rows = trayReducer(rows, { type: 'change', id: 'r2', changes: { printing: otherBolt } });
    expect(rows[1]).toMatchObject({ printing: otherBolt, printingUnsure: false, condition: 'Played' });
    expect(trayReady(rows)).toBe(true);
    expect(trayReady([])).toBe(false);
  });
});
