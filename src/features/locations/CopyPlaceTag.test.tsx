// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createLocation, renameLocation } from '../../db/locations/locations';
import { hookDatabase } from '../../db/testing/hookDatabase';
import { CopyPlaceLabel } from './CopyPlaceLabel';
import { CopyPlaceTag, LocationNamesProvider } from './CopyPlaceTag';

const frame = hookDatabase();

describe('CopyPlaceTag', () => {
  it('says where a filed copy is by its location’s current name, and nothing for an unfiled one', async () => {
    const db = frame.open();
    const binder = await createLocation(db, { name: 'Binder 1', kind: 'binder', pages: 10, slotsPerPage: 9 });
    const { container } = render(
      <LocationNamesProvider>
        <CopyPlaceTag place={{ locationId: binder.id, page: 2, slot: 3 }} />
        <CopyPlaceTag place={{}} />
      </LocationNamesProvider>,
      { wrapper: frame.wrapper },
    );
    expect(await screen.findByText(/Binder 1 p\.2 s\.3/)).toBeTruthy();
    await renameLocation(db, binder.id, { name: 'Trade binder' });
    expect(await screen.findByText(/Trade binder p\.2 s\.3/)).toBeTruthy();
    expect(container.textContent).toBe('Location:⌖Trade binder p.2 s.3');
  });

  it('CopyPlaceLabel (lightbox, sale line) says where one copy is on its own', async () => {
    const db = frame.open();
    const box = await createLocation(db, { name: 'Shoebox', kind: 'box' });
    const { container } = render(<CopyPlaceLabel place={{ locationId: box.id, page: null, slot: null }} />, {
      wrapper: frame.wrapper,
    });
    expect(await screen.findByText(/Shoebox/)).toBeTruthy();
    expect(container.textContent).toBe('Location:⌖Shoebox');
  });
});
