import { FACE_SEPARATOR } from '../catalogue/cataloguePrinting';
import { foldSearchText } from '../catalogue/searchText';
import { colorMatches, colorValue } from './colorTerms';
import { compareBy, numberIn } from './compare';
import { COMPARE_OPERATORS, MATCH_OPERATORS, type QueryField } from './queryFields';
import { QUERY_TEXTS } from './queryTexts';
import { equalTerm, lowered, numberTerm, problem, rankTerm, type TermCompiler, textTerm } from './termKinds';

/**
 * Folding a name (accents, punctuation) costs far more than a lookup, and reprints share names: each
 * name is folded once, so the first keystroke over 100,000 printings folds only the distinct names.
 */
const foldedByName = new Map<string, string>();
function foldName(name: string): string {
  let folded = foldedByName.get(name);
  if (folded === undefined) {
    folded = foldSearchText(name);
    foldedByName.set(name, folded);
  }
  return folded;
}
const foldedName = lowered('name', foldName);
const foldedFaces = new WeakMap<object, string[]>();
const nameTerm = textTerm(foldedName, foldSearchText);

/** A bare word finds names holding it; `!name` a whole name (or face); `/regex/` tests the name. */
export const bareName: TermCompiler = (term) => {
  if (!term.exact || term.regex) {
    const compiled = nameTerm({ ...term, operator: ':' });
    // A word of punctuation alone ("-", "&") folds to nothing: it narrows nothing.
    return !term.regex && foldSearchText(term.value) === '' ? { test: null } : compiled;
  }
  const wanted = foldSearchText(term.value);
  return {
    test: ({ printing }) => {
      let faces = foldedFaces.get(printing);
      if (!faces) {
        faces = printing.name.split(FACE_SEPARATOR).map(foldSearchText);
        foldedFaces.set(printing, faces);
      }
      return foldedName(printing) === wanted || faces.includes(wanted);
    },
  };
};

const colorTerm =
  (identity: boolean): TermCompiler =>
  (term) => {
    if (term.value === '') return problem(QUERY_TEXTS.valueExpected(term.text));
    const wanted = colorValue(term.value);
    if (wanted === null) return problem(QUERY_TEXTS.colorExpected(term.text));
    return {
      test: ({ printing }) =>
        colorMatches(
          identity ? (printing.colorIdentity ?? '') : printing.colors,
          term.operator,
          wanted,
          identity,
        ),
    };
  };

const RARITY_RANKS = { common: 0, uncommon: 1, rare: 2, mythic: 3, special: 4, bonus: 5 };
const RARITY_ALIASES = { c: 'common', u: 'uncommon', r: 'rare', m: 'mythic', s: 'special', b: 'bonus' };

/** A collector number: equal as text, compared as a number with `<` `>`. */
const numberOfPrinting: TermCompiler = (term) => {
  if (term.operator === ':' || term.operator === '=' || term.operator === '!=') {
    return equalTerm((printing) => printing.collectorNumber)(term);
  }
  return numberTerm(({ printing }) => Number.parseInt(printing.collectorNumber, 10) || null)(term);
};

const DATE = /^\d{4}(-\d{2}(-\d{2})?)?$/;
const dateTerm: TermCompiler = (term) => {
  if (!DATE.test(term.value)) return problem(QUERY_TEXTS.dateExpected(term.text));
  return {
    test: ({ printing }) =>
      printing.releasedAt !== '' &&
      compareBy(printing.releasedAt.slice(0, term.value.length), term.operator, term.value),
  };
};

const IS_VALUES = ['foil', 'nonfoil', 'dfc'];
const FRAMES = ['1993', '1997', '2003', '2015', 'future'];
const COLOR_VALUES = ['w', 'u', 'b', 'r', 'g', 'm', 'c'];
const finishHeld = (finish: string) => (finishes: string | undefined) =>
  (finishes ?? '').split(',').includes(finish);

/** `is:foil` / `is:nonfoil`: a copy's own finish in the collection, the finishes printed otherwise. */
const isTerm: TermCompiler = (term) => {
  const value = term.value.toLowerCase();
  if (!IS_VALUES.includes(value)) return problem(QUERY_TEXTS.oneOf(term.text, IS_VALUES));
  if (value === 'dfc') return { test: ({ printing }) => printing.imageBack !== '' };
  const printed = finishHeld(value);
  const foil = value === 'foil';
  return {
    test: ({ printing, owned }) =>
      owned?.foil !== undefined ? owned.foil === foil : printed(printing.finishes),
  };
};

const wholeNumber = (text: string | undefined) => (text !== undefined && text !== '' ? numberIn(text) : null);

/** The terms read from the catalogue's printing, by every name the card database gives them. */
export const CATALOGUE_FIELDS: readonly QueryField[] = [
  {
    names: ['name'],
    label: 'Name',
    operators: MATCH_OPERATORS,
    compile: textTerm(foldedName, foldSearchText),
  },
  {
    names: ['t', 'type'],
    label: 'Type line',
    operators: MATCH_OPERATORS,
    compile: textTerm(lowered('typeLine')),
  },
  {
    names: ['o', 'oracle'],
    label: 'Rules text',
    operators: MATCH_OPERATORS,
    compile: textTerm(lowered('oracleText')),
  },
  {
    names: ['c', 'color'],
    label: 'Colour',
    operators: COMPARE_OPERATORS,
    values: COLOR_VALUES,
    compile: colorTerm(false),
  },
  {
    names: ['id', 'identity'],
    label: 'Colour identity',
    operators: COMPARE_OPERATORS,
    values: COLOR_VALUES,
    compile: colorTerm(true),
  },
  {
    names: ['mv', 'cmc', 'manavalue'],
    label: 'Mana value',
    operators: COMPARE_OPERATORS,
    compile: numberTerm(({ printing }) => printing.manaValue),
  },
  {
    names: ['pow', 'power'],
    label: 'Power',
    operators: COMPARE_OPERATORS,
    compile: numberTerm(({ printing }) => wholeNumber(printing.power)),
  },
  {
    names: ['tou', 'toughness'],
    label: 'Toughness',
    operators: COMPARE_OPERATORS,
    compile: numberTerm(({ printing }) => wholeNumber(printing.toughness)),
  },
  {
    names: ['r', 'rarity'],
    label: 'Rarity',
    operators: COMPARE_OPERATORS,
    values: Object.keys(RARITY_RANKS),
    compile: rankTerm((printing) => printing.rarity, RARITY_RANKS, RARITY_ALIASES),
  },
  {
    names: ['s', 'set', 'e', 'edition'],
    label: 'Set code',
    operators: MATCH_OPERATORS,
    compile: equalTerm((printing) => printing.setCode),
  },
  {
    names: ['cn', 'number'],
    label: 'Collector number',
    operators: COMPARE_OPERATORS,
    compile: numberOfPrinting,
  },
  {
    names: ['a', 'artist'],
    label: 'Artist',
    operators: MATCH_OPERATORS,
    compile: textTerm(lowered('artist')),
  },
  {
    names: ['year'],
    label: 'Year',
    operators: COMPARE_OPERATORS,
    compile: numberTerm(({ printing }) => wholeNumber(printing.releasedAt.slice(0, 4))),
  },
  { names: ['date'], label: 'Release date', operators: COMPARE_OPERATORS, compile: dateTerm },
  {
    names: ['usd'],
    label: 'Price (USD)',
    operators: COMPARE_OPERATORS,
    compile: numberTerm(({ printing }) => printing.usd ?? printing.usdFoil ?? printing.usdEtched),
  },
  {
    names: ['eur'],
    label: 'Price (EUR)',
    operators: COMPARE_OPERATORS,
    compile: numberTerm(({ printing }) => printing.eur ?? printing.eurFoil),
  },
  { names: ['is'], label: 'Is', operators: [':'], values: IS_VALUES, compile: isTerm },
  {
    names: ['lang', 'language'],
    label: 'Language',
    operators: MATCH_OPERATORS,
    compile: equalTerm((printing) => printing.lang),
  },
  {
    names: ['frame'],
    label: 'Frame',
    operators: MATCH_OPERATORS,
    values: FRAMES,
    compile: equalTerm((printing) => printing.frame ?? ''),
  },
];
