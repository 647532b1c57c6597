// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCard, makeLine } from '../../../domain/testing/factories';
import { SaleItemForm } from './SaleItemForm';
import { cardHolding } from './saleHoldings';
import type { DraftItem } from './wizardDraft';
import { WIZARD_TEXTS } from './wizardTexts';

afterEach(cleanup);

const holding = cardHolding(
  makeCard({ id: 'c1', name: 'Lightning Bolt', conditionQuantities: [makeLine('Near Mint', 3, 1)] }),
);

describe('SaleItemForm', () => {
  it('sells N copies as N lines of one with "Add N Separate Items", or as one line', () => {
    const onAdd = vi.fn<(items: DraftItem[]) => void>();
    render(<SaleItemForm holding={holding} draft={[]} prices={null} onAdd={onAdd} onCancel={() => {}} />);
    expect(screen.queryByRole('button', { name: WIZARD_TEXTS.addSeparate(1) })).toBeNull();
    fireEvent.change(screen.getByLabelText(WIZARD_TEXTS.quantity), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText(WIZARD_TEXTS.price), { target: { value: '4' } });

    fireEvent.click(screen.getByRole('button', { name: WIZARD_TEXTS.addSeparate(2) }));
    expect(
      onAdd.mock.calls[0][0].map(({ quantity, price, condition }) => [quantity, price, condition]),
    ).toEqual([
      [1, 4, 'Near Mint'],
      [1, 4, 'Near Mint'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: WIZARD_TEXTS.addToSale }));
    expect(onAdd.mock.calls[1][0].map(({ quantity }) => quantity)).toEqual([2]);
  });

  it('names the slab that leaves: a graded copy shows its label in the sale step', () => {
    const slab = makeCard({
      id: 'c2',
      name: 'Black Lotus',
      conditionQuantities: [makeLine('Near Mint', 1, 900)],
      grading: {
        grader: 'PSA',
        grade: 9,
        subgrades: null,
        certificate: '123',
        gradedOn: null,
        fee: 25,
        value: 20000,
      },
    });
    render(
      <SaleItemForm
        holding={cardHolding(slab)}
        draft={[]}
        prices={null}
        onAdd={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByText('PSA 9')).toBeTruthy();
    cleanup();
    render(<SaleItemForm holding={holding} draft={[]} prices={null} onAdd={() => {}} onCancel={() => {}} />);
    expect(screen.queryByText(/PSA|BGS|CGC|SGC/)).toBeNull();
  });
});
