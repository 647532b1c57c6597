/** What the query language says about a query it cannot fully read; `term` is the term as typed. */
export const QUERY_TEXTS = {
  strayClose: 'A `)` closes nothing: it is skipped.',
  dashWithoutTerm: 'A `-` negates the term after it, and none follows.',
  orWithoutTerm: '`OR` needs a term on each side.',
  unknownField: (term: string, field: string) =>
    `\`${term}\`: \`${field}:\` is not a term this search knows.`,
  valueExpected: (term: string) => `\`${term}\`: a value is expected after the operator.`,
  numberExpected: (term: string) => `\`${term}\`: a number is expected.`,
  dateExpected: (term: string) => `\`${term}\`: a date is expected (2020, 2020-09 or 2020-09-25).`,
  colorExpected: (term: string) =>
    `\`${term}\`: colours are written with w u b r g, c (colourless) or m (multicolour).`,
  oneOf: (term: string, known: readonly string[]) => `\`${term}\`: one of ${known.join(', ')} is expected.`,
  badRegex: (term: string) => `\`${term}\`: this regular expression cannot be read.`,
  operatorNotHere: (term: string) => `\`${term}\`: this term takes only \`:\`, \`=\` or \`!=\`.`,
} as const;
