import { formatCount } from '../format';

/** The fields the cards view searches and filters on; both Card and CardRow have them. */
export interface FilterableCard {
  name: string;
  set: string;
  setCode: string;
  type: string;
  color: string;
  rarity: string;
  status: string;
  /** A graded copy's slab label ("PSA 9"); null or absent on raw copies. */
  slab?: string | null;
}

/** Filter values are not validated (part 1 §5): empty, null or 'all' means "any". */
export interface CardFilters {
  search?: string | null;
  color?: string | null;
  rarity?: string | null;
  status?: string | null;
  /** `raw`, `graded` or a grader's name (PSA): which copies by their slab. */
  grader?: string | null;
  /** A grade as its slab shows it (9, 9.5, Authentic): graded copies of that grade. */
  grade?: string | null;
}

/**
 * The mobile drawer offers lower-case rarities and owned/sold/traded statuses (part 1 §4 states both
 * readings): rarity is compared without case and "owned" means have; sold and traded copies are no
 * longer in the collection, so those match nothing.
 */
const STATUS_ALIASES: Record<string, string> = { owned: 'have' };

function isAny(value: string | null | undefined): value is null | undefined {
  return value === null || value === undefined || value === '' || value === 'all';
}

/** The lower-case text searched, kept per item so typing a search does not rebuild it every keystroke. */
const haystacks = new WeakMap<FilterableCard, string>();
function haystackOf(item: FilterableCard): string {
  let haystack = haystacks.get(item);
  if (haystack === undefined) {
    haystack =
      `${item.name}\u0000${item.set}\u0000${item.setCode}\u0000${item.type}\u0000${item.slab ?? ''}`.toLowerCase();
    haystacks.set(item, haystack);
  }
  return haystack;
}

/** Every search word must appear in the name, set, set code or type, in any case. */
export function filterCards<T extends FilterableCard>(items: readonly T[], filters: CardFilters): T[] {
  const terms = (filters.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const color = isAny(filters.color) ? null : filters.color;
  const rarity = isAny(filters.rarity) ? null : filters.rarity.toLowerCase();
  const status = isAny(filters.status) ? null : (STATUS_ALIASES[filters.status] ?? filters.status);
  const slabMatches = slabFilter(filters);
  if (terms.length === 0 && color === null && rarity === null && status === null && slabMatches === null) {
    return items.slice();
  }
  return items.filter((item) => {
    if (slabMatches !== null && !slabMatches(item.slab ?? null)) return false;
    if (color !== null && item.color !== color) return false;
    if (rarity !== null && item.rarity.toLowerCase() !== rarity) return false;
    if (status !== null && item.status !== status) return false;
    if (terms.length === 0) return true;
    const haystack = haystackOf(item);
    return terms.every((term) => haystack.includes(term));
  });
}

/** The grader and grade filters as one test of a copy's slab label, or null when neither narrows. */
function slabFilter(filters: CardFilters): ((slab: string | null) => boolean) | null {
  const grader = isAny(filters.grader) ? null : filters.grader;
  const grade = isAny(filters.grade) ? null : filters.grade;
  if (grader === null && grade === null) return null;
  if (grader === 'raw') return (slab) => slab === null && grade === null;
  return (slab) =>
    slab !== null &&
    (grader === null || grader === 'graded' || slab.startsWith(`${grader} `)) &&
    (grade === null || slab.endsWith(` ${grade}`));
}

/** The count line of the cards view: `X of Y cards`. */
export function countLine(shown: number, total: number): string {
  return `${formatCount(shown)} of ${formatCount(total)} cards`;
}
