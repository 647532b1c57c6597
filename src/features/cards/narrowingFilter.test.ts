import { describe, expect, it } from 'vitest';
import { filterCards } from '../../domain/cards/filtering';
import { makeCard } from '../../domain/testing/factories';
import { createNarrowingFilter } from './narrowingFilter';

const cards = [
  makeCard({ name: 'Lightning Bolt', set: 'Magic 2010', setCode: 'M10', type: 'Instant' }),
  makeCard({ name: 'Lightning Helix', set: 'Ravnica', setCode: 'RAV', type: 'Instant', color: 'multicolor' }),
  makeCard({ name: 'Llanowar Elves', set: 'Dominaria', setCode: 'DOM', type: 'Creature', color: 'green' }),
  makeCard({ name: 'Bolt Bend', set: 'War of the Spark', setCode: 'WAR', type: 'Instant', status: 'want' }),
];
const names = (list: readonly { name: string }[]) => list.map((card) => card.name);

describe('createNarrowingFilter', () => {
  it('answers what filterCards answers at every keystroke, typing and deleting', () => {
    const filter = createNarrowingFilter<(typeof cards)[number]>();
    const typed = ['l', 'li', 'lig', 'light', 'light ', 'light b', 'light h', 'light', '', 'bo', 'bolt war'];
    for (const search of typed) {
      expect(names(filter(cards, { search }))).toEqual(names(filterCards(cards, { search })));
    }
  });

  it('narrows from its last answer only while the text grows and nothing else changed', () => {
    const filter = createNarrowingFilter<(typeof cards)[number]>();
    const source = [...cards];
    const first = filter(source, { search: 'li' });
    expect(names(first)).toEqual(['Lightning Bolt', 'Lightning Helix']);
    // A card pushed into the same array afterwards is not seen by a longer text: proof that the
    // longer text filtered the last answer rather than walking the source again.
    source.push(makeCard({ name: 'Lightning Greaves', type: 'Artifact' }));
    const grown = filter(source, { search: 'lig' });
    expect(names(grown)).toEqual(['Lightning Bolt', 'Lightning Helix']);
    // The same text again answers the same array.
    expect(filter(source, { search: 'lig' })).toBe(grown);
    // A colour filter or a shorter text start from the whole source again.
    expect(names(filter(source, { search: 'lig', color: 'red' }))).toEqual([
      'Lightning Bolt',
      'Lightning Greaves',
    ]);
    expect(names(filter(source, { search: 'lig' }))).toEqual([
      'Lightning Bolt',
      'Lightning Helix',
      'Lightning Greaves',
    ]);
    const reordered = [...cards].reverse();
    expect(names(filter(reordered, { search: 'li' }))).toEqual(['Lightning Helix', 'Lightning Bolt']);
  });

  it('keeps the source order and never hands back the source array itself', () => {
    const filter = createNarrowingFilter<(typeof cards)[number]>();
    const all = filter(cards, {});
    expect(all).toEqual(cards);
    expect(all).not.toBe(cards);
    expect(names(filter(cards, { status: 'want' }))).toEqual(['Bolt Bend']);
  });
});
