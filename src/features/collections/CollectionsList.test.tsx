// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCollection } from '../../db/collections/createCollection';
import { hookDatabase } from '../../db/testing/hookDatabase';
import { CollectionsList, matchingCollections } from './CollectionsList';

const frame = hookDatabase();
const named = (...names: string[]) => names.map((name) => ({ name }));

describe('the collection search', () => {
  it('matches names case-insensitively from two characters on', () => {
    const collections = named('Main', 'Trade binder', 'Modern deck');
    expect(matchingCollections(collections, 'm')).toEqual(collections);
    expect(matchingCollections(collections, ' MO ')).toEqual(named('Modern deck'));
    expect(matchingCollections(collections, 'zz')).toEqual([]);
  });

  it('narrows the user menu’s list once the typing settles, and says when nothing matches', async () => {
    const db = frame.open();
    for (const name of ['Main', 'Trade binder']) await createCollection(db, { name });
    render(<CollectionsList />, { wrapper: frame.wrapper });
    const names = () => screen.queryAllByTestId('collection-name').map((node) => node.textContent);
    await waitFor(() => expect(names()).toEqual(['Main', 'Trade binder']));
    fireEvent.change(screen.getByLabelText('Search collections'), { target: { value: 'trade' } });
    expect(names()).toEqual(['Main', 'Trade binder']);
    await waitFor(() => expect(names()).toEqual(['Trade binder']));
    fireEvent.change(screen.getByLabelText('Search collections'), { target: { value: 'zzz' } });
    expect(await screen.findByText('No collections found')).toBeTruthy();
  });
});
