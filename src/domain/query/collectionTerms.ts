import { CONDITIONS } from '../valueSets';
import { compareBy, numberIn } from './compare';
import { COMPARE_OPERATORS, MATCH_OPERATORS, type QueryField } from './queryFields';
import { QUERY_TEXTS } from './queryTexts';
import { numberTerm, problem, type TermCompiler } from './termKinds';

const CONDITION_ALIASES: Record<string, readonly string[]> = {
  m: ['Mint'],
  nm: ['Near Mint'],
  ex: ['Excellent'],
  gd: ['Good'],
  lp: ['Light Played', 'Lightly Played'],
  mp: ['Moderately Played'],
  pl: ['Played'],
  hp: ['Heavily Played'],
  dmg: ['Damaged'],
  po: ['Poor'],
};

/** `cond:nm` or the condition's name ("cond:\"near mint\""): a copy with a line in that condition. */
const conditionTerm: TermCompiler = (term) => {
  const typed = term.value.toLowerCase();
  const named = CONDITIONS.filter((condition) => condition.toLowerCase() === typed);
  const wanted = CONDITION_ALIASES[typed] ?? named;
  if (wanted.length === 0) {
    return problem(QUERY_TEXTS.oneOf(term.text, [...Object.keys(CONDITION_ALIASES), 'or a condition name']));
  }
  const held = (conditions: readonly string[]) => conditions.some((condition) => wanted.includes(condition));
  return {
    test: ({ owned }) =>
      term.operator === '!=' ? !!owned && !held(owned.conditions) : !!owned && held(owned.conditions),
  };
};

const inTerm: TermCompiler = (term) =>
  term.value.toLowerCase() === 'collection'
    ? {
        test: ({ owned }) =>
          term.operator === '!=' ? !owned || owned.quantity === 0 : !!owned && owned.quantity > 0,
      }
    : problem(QUERY_TEXTS.oneOf(term.text, ['collection']));

const statusTerm: TermCompiler = (term) => {
  const value = term.value.toLowerCase();
  if (value === 'want') return { test: ({ owned }) => !!owned?.wanted };
  if (value === 'have') return { test: ({ owned }) => !!owned && owned.quantity > 0 };
  return problem(QUERY_TEXTS.oneOf(term.text, ['have', 'want']));
};

/** `loc:binder`: a copy in a location whose name holds the text; `loc=` the whole name. */
const locationTerm: TermCompiler = (term) => {
  if (term.operator !== ':' && term.operator !== '=' && term.operator !== '!=') {
    return problem(QUERY_TEXTS.operatorNotHere(term.text));
  }
  const wanted = term.value.toLowerCase();
  const held = (places: readonly string[]) =>
    places.some((place) => (term.operator === '=' ? place === wanted : place.includes(wanted)));
  return {
    test: ({ owned }) =>
      term.operator === '!=' ? !!owned && !held(owned.places) : !!owned && held(owned.places),
  };
};

/** A money term over each condition line: some line's price (or gain) compares as asked. */
const perLine =
  (amount: (paid: number, value: number | null) => number | null): TermCompiler =>
  (term) => {
    const wanted = numberIn(term.value);
    if (wanted === null) return problem(QUERY_TEXTS.numberExpected(term.text));
    return {
      test: ({ owned }) =>
        !!owned &&
        owned.paid.some((paid) => {
          const value = amount(paid, owned.value);
          return value !== null && compareBy(value, term.operator, wanted);
        }),
    };
  };

const heldCount = numberTerm(({ owned }) => owned?.quantity ?? 0);

/** The terms read from what the user holds (the cards view's copies, or the catalogue's owned printings). */
export const COLLECTION_FIELDS: readonly QueryField[] = [
  { names: ['in'], label: 'In', operators: [':', '!='], values: ['collection'], compile: inTerm },
  { names: ['own', 'qty'], label: 'Copies held', operators: COMPARE_OPERATORS, compile: heldCount },
  {
    names: ['cond', 'condition'],
    label: 'Condition',
    operators: [':', '!='],
    values: Object.keys(CONDITION_ALIASES),
    compile: conditionTerm,
  },
  { names: ['status'], label: 'Status', operators: [':'], values: ['have', 'want'], compile: statusTerm },
  {
    names: ['paid'],
    label: 'Purchase price',
    operators: COMPARE_OPERATORS,
    compile: perLine((paid) => paid),
  },
  {
    names: ['gain'],
    label: 'Gain',
    operators: COMPARE_OPERATORS,
    compile: perLine((paid, value) => (value === null ? null : value - paid)),
  },
  { names: ['loc', 'location'], label: 'Location', operators: MATCH_OPERATORS, compile: locationTerm },
];
