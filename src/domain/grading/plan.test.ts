import { describe, expect, it } from 'vitest';
import { PlanRefused } from '../locations/place';
import { makeCard, makeLine } from '../testing/factories';
import { planGradeCopy } from './plan';
import { type GradeCopy, Grading } from './schema';

const NOW = '2026-11-27T12:00:00.000Z';
const psa9 = Grading.parse({ grader: 'psa', grade: 9, certificate: '12345678', fee: 25 });
const gradeOf = (condition: string, grading = psa9): GradeCopy => ({
  condition,
  grading,
  gradedId: 'temp-graded',
});

describe('planGradeCopy', () => {
  it('takes one copy of the oldest lot into a new graded card whose cost is the lot price plus the fee', () => {
    const card = makeCard({
      locationId: 'binder-1',
      page: 2,
      slot: 3,
      conditionQuantities: [
        makeLine('Near Mint', 2, 10, { purchaseDate: '2024-05-01' }),
        makeLine('Near Mint', 1, 4, { purchaseDate: '2023-01-01', transactionId: 'tx-1' }),
        makeLine('Played', 1, 2),
      ],
    });
    const { changes, graded } = planGradeCopy(card, gradeOf('Near Mint'), [card], NOW);
    expect(changes.records).toEqual([
      { entity: 'cards', id: card.id, op: 'update' },
      { entity: 'cards', id: 'temp-graded', op: 'create' },
    ]);
    const raw = changes.writes[0]?.row as typeof card;
    expect(raw.conditionQuantities.map((line) => [line.quantity, line.purchasePrice])).toEqual([
      [2, 10],
      [1, 2],
    ]);
    expect(graded.conditionQuantities).toEqual([
      makeLine('Near Mint', 1, 29, { purchaseDate: '2023-01-01', transactionId: 'tx-1' }),
    ]);
    expect(graded.grading?.grader).toBe('PSA');
    expect(graded).not.toHaveProperty('locationId');
    expect(graded.collectionId).toBe(card.collectionId);
  });

  it('grades the only copy in place: same id, place kept, fee added to its cost', () => {
    const card = makeCard({ locationId: 'box-1', conditionQuantities: [makeLine('Near Mint', 1, 3)] });
    const { changes, graded } = planGradeCopy(card, gradeOf('Near Mint'), [card], NOW);
    expect(changes.records).toEqual([{ entity: 'cards', id: card.id, op: 'update' }]);
    expect(graded).toMatchObject({ id: card.id, locationId: 'box-1', grading: psa9, updatedAt: NOW });
    expect(graded.conditionQuantities[0]?.purchasePrice).toBe(28);
  });

  it('keeps the cost unknown when neither the price nor the fee is known', () => {
    const noFee = Grading.parse({ grader: 'CGC', grade: 'Authentic' });
    const card = makeCard({ conditionQuantities: [makeLine('Near Mint', 2)] });
    expect(
      planGradeCopy(card, gradeOf('Near Mint', noFee), [], NOW).graded.conditionQuantities[0]?.purchasePrice,
    ).toBe(null);
  });

  it('refuses a condition the card does not hold, a graded card and a certificate already used', () => {
    const card = makeCard({ conditionQuantities: [makeLine('Near Mint', 2)] });
    expect(() => planGradeCopy(card, gradeOf('Played'), [], NOW)).toThrow(PlanRefused);
    const slab = makeCard({ grading: psa9 });
    expect(() => planGradeCopy(slab, gradeOf('Near Mint'), [], NOW)).toThrow('This copy is already graded');
    expect(() => planGradeCopy(card, gradeOf('Near Mint'), [card, slab], NOW)).toThrow(
      'A graded copy with certificate number 12345678 already exists',
    );
  });
});
