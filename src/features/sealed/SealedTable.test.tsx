// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeSealed } from '../../domain/testing/factories';
import { SealedBody } from './SealedBody';
import { DEFAULT_SEALED_SORT } from './sealedSort';
import { useSealedView } from './sealedViewStore';

beforeEach(() => useSealedView.setState({ view: 'list', groupBy: 'product', sort: DEFAULT_SEALED_SORT }));
afterEach(cleanup);

const products = [
  makeSealed({
    id: 's1',
    definitionId: 'd-zen',
    name: 'Zendikar Box',
    set: 'Zendikar',
    purchasePrice: 90,
    purchaseDate: '2026-01-10',
    transactionId: 'tx-aaaaaaaa1',
  }),
  makeSealed({
    id: 's2',
    definitionId: 'd-zen',
    name: 'Zendikar Box',
    set: 'Zendikar',
    purchasePrice: 110,
    purchaseDate: '2026-03-02',
  }),
  makeSealed({
    id: 's3',
    definitionId: 'd-alpha',
    name: 'Alpha Box',
    set: 'Alpha',
    purchasePrice: 300,
    purchaseDate: '2025-12-01',
  }),
];
const handlers = {
  onEdit: () => {},
  onDelete: () => {},
  onEnlarge: () => {},
  onOpen: () => {},
  onRetry: () => {},
};

const renderList = () =>
  render(
    <SealedBody
      products={{ status: 'ready', data: products }}
      prices={{ status: 'loading' }}
      {...handlers}
    />,
  );
const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((header) => header.textContent);
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

describe('Sealed list mode: a table with column headers and sort', () => {
  it('shows each product with its figures and every purchase', () => {
    renderList();
    const table = screen.getByRole('table', { name: 'Sealed Products' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Image',
      'Name',
      'Set',
      'Type',
      'Status',
      'Qty',
      'Avg Price',
      'Market',
      'Gain/Loss',
      'Purchases',
      'Actions',
    ]);
    expect(rowNames()).toEqual(['Alpha Box', 'Zendikar Box']);
    const zendikar = within(table).getByRole('row', { name: /Zendikar Box/ });
    expect(within(zendikar).getByText('$100.00')).toBeTruthy();
    const purchases = within(zendikar).getByRole('list', { name: 'Purchases of Zendikar Box' });
    expect(
      within(purchases)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Sealed · \$90\.00 · 2026-01-10 · #/),
      'Sealed · $110.00 · 2026-03-02',
    ]);
  });

  it('sorts by a header button: the same column toggles, a new one starts ascending; aria-sort follows', () => {
    renderList();
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    const nameButton = within(header('Name')).getByRole('button', { name: 'Name' });
    nameButton.focus();
    expect(document.activeElement).toBe(nameButton);
    act(() => fireEvent.click(nameButton));
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');
    expect(rowNames()).toEqual(['Zendikar Box', 'Alpha Box']);

    act(() => fireEvent.click(within(header('Avg Price')).getByRole('button')));
    expect(header('Name').hasAttribute('aria-sort')).toBe(false);
    expect(header('Avg Price').getAttribute('aria-sort')).toBe('ascending');
    expect(rowNames()).toEqual(['Zendikar Box', 'Alpha Box']);

    // Purchases sort by each row's newest purchase date.
    act(() => fireEvent.click(within(header('Purchases')).getByRole('button')));
    expect(rowNames()).toEqual(['Alpha Box', 'Zendikar Box']);
    act(() => fireEvent.click(within(header('Purchases')).getByRole('button')));
    expect(header('Purchases').getAttribute('aria-sort')).toBe('descending');
    expect(rowNames()).toEqual(['Zendikar Box', 'Alpha Box']);
  });
});
