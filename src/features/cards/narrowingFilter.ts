import { type CardFilters, type FilterableCard, filterCards } from '../../domain/cards/filtering';

interface LastFilter<T> {
  source: readonly T[];
  search: string;
  color: string;
  rarity: string;
  status: string;
  slab: string;
  result: T[];
}

const textOf = (value: string | null | undefined) => value ?? '';

/**
 * A filter that remembers its last answer. Typing a search adds characters to the text, and every item
 * matching the longer text also matched the shorter one (each word of the old text is part of a word
 * of the new), so the new answer is filtered from the last one instead of from every row: on 50,000
 * copies each keystroke then walks fewer rows than the one before. The answer keeps the source's order.
 */
export function createNarrowingFilter<T extends FilterableCard>() {
  let last: LastFilter<T> | null = null;
  return (source: readonly T[], filters: CardFilters): T[] => {
    const search = textOf(filters.search).toLowerCase();
    const color = textOf(filters.color);
    const rarity = textOf(filters.rarity);
    const status = textOf(filters.status);
    const slab = `${textOf(filters.grader)}|${textOf(filters.grade)}`;
    const narrows =
      last !== null &&
      last.source === source &&
      last.color === color &&
      last.rarity === rarity &&
      last.status === status &&
      last.slab === slab &&
      search.startsWith(last.search);
    const from = narrows && last !== null ? last.result : source;
    const result =
      narrows && last !== null && search === last.search ? last.result : filterCards(from, filters);
    last = { source, search, color, rarity, status, slab, result };
    return result;
  };
}
