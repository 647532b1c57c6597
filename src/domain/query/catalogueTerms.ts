import { FACE_SEPARATOR } from '../catalogue/cataloguePrinting';
import { foldSearchText } from '../catalogue/searchText';
import { colorMatches, colorValue } from './colorTerms';
import { compareBy, numberIn } from './compare';
import { QUERY_TEXTS } from './queryTexts';
import { equalTerm, lowered, numberTerm, problem, rankTerm, type TermCompiler, textTerm } from './termKinds';

const foldedName = lowered('name', foldSearchText);
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
export const CATALOGUE_TERMS: Readonly<Record<string, TermCompiler>> = {
  name: textTerm(foldedName, foldSearchText),
  t: textTerm(lowered('typeLine')),
  type: textTerm(lowered('typeLine')),
  o: textTerm(lowered('oracleText')),
  oracle: textTerm(lowered('oracleText')),
  c: colorTerm(false),
  color: colorTerm(false),
  id: colorTerm(true),
  identity: colorTerm(true),
  mv: numberTerm(({ printing }) => printing.manaValue),
  cmc: numberTerm(({ printing }) => printing.manaValue),
  manavalue: numberTerm(({ printing }) => printing.manaValue),
  pow: numberTerm(({ printing }) => wholeNumber(printing.power)),
  power: numberTerm(({ printing }) => wholeNumber(printing.power)),
  tou: numberTerm(({ printing }) => wholeNumber(printing.toughness)),
  toughness: numberTerm(({ printing }) => wholeNumber(printing.toughness)),
  r: rankTerm((printing) => printing.rarity, RARITY_RANKS, RARITY_ALIASES),
  rarity: rankTerm((printing) => printing.rarity, RARITY_RANKS, RARITY_ALIASES),
  s: equalTerm((printing) => printing.setCode),
  set: equalTerm((printing) => printing.setCode),
  e: equalTerm((printing) => printing.setCode),
  edition: equalTerm((printing) => printing.setCode),
  cn: numberOfPrinting,
  number: numberOfPrinting,
  a: textTerm(lowered('artist')),
  artist: textTerm(lowered('artist')),
  year: numberTerm(({ printing }) => wholeNumber(printing.releasedAt.slice(0, 4))),
  date: dateTerm,
  usd: numberTerm(({ printing }) => printing.usd ?? printing.usdFoil ?? printing.usdEtched),
  eur: numberTerm(({ printing }) => printing.eur ?? printing.eurFoil),
  is: isTerm,
  lang: equalTerm((printing) => printing.lang),
  language: equalTerm((printing) => printing.lang),
  frame: equalTerm((printing) => printing.frame ?? ''),
};
