// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hookDatabase } from '../../db/testing/hookDatabase';
import { LOCATION_MOVE_TEXTS } from '../../domain/locations/texts';
import { makeCard } from '../../domain/testing/factories';
import UnfiledView from './UnfiledView';

const frame = hookDatabase();

describe('UnfiledView', () => {
  it('lists the copies without a location 50 to a page, by name', async () => {
    const db = frame.open();
    const names = Array.from({ length: 60 }, (_, index) => `Card ${String(index).padStart(2, '0')}`);
    await db.cards.bulkAdd(names.map((name, index) => makeCard({ id: `k${index}`, name })));
    await db.cards.add(makeCard({ id: 'filed', name: 'Aaa filed', locationId: 'l1' }));
    render(<UnfiledView />, { wrapper: frame.wrapper });

    expect(await screen.findByText(`${LOCATION_MOVE_TEXTS.unfiledTitle} (60)`)).toBeTruthy();
    const list = screen.getByTestId('unfiled-copies');
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    expect(within(list).queryByText('Aaa filed')).toBeNull();
    expect(screen.getByText(LOCATION_MOVE_TEXTS.pageOf(1, 2))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: LOCATION_MOVE_TEXTS.nextPage }));
    expect(await screen.findByText('Card 59')).toBeTruthy();
    expect(within(screen.getByTestId('unfiled-copies')).getAllByRole('listitem')).toHaveLength(10);
  });
});
