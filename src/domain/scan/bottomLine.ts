/**
 * The modern frame's bottom-left corner (2015 on): the collector number and rarity on one line
 * ("0138 R", "138/303 R"), then the set code and language ("MH2 • EN"; a star for the dot marks a
 * foil). OCR reads it with the usual confusions; this turns its text into the fields, leaving the
 * set code raw for the catalogue repair (a set code may hold digits: "2XM", "M10").
 */
export interface BottomLine {
  /** Without leading zeros, as the catalogue spells it: "0138" reads "138". */
  collectorNumber: string;
  /** As read, upper case; repaired against the catalogue's set codes later. */
  setCode: string;
  /** Lower case, "en"; null when the line had none. */
  lang: string | null;
}

/** Letters OCR reads where a digit is printed. */
const DIGIT_LOOKALIKES: Record<string, string> = {
  O: '0',
  Q: '0',
  D: '0',
  I: '1',
  L: '1',
  '|': '1',
  T: '1',
  Z: '2',
  S: '5',
  G: '6',
  B: '8',
};

/** The languages a printing may name (the card database's codes, printed upper case). */
const LANGS = new Set(['EN', 'ES', 'FR', 'DE', 'IT', 'PT', 'JA', 'KO', 'RU', 'ZS', 'ZT', 'PH']);

export function digitsOf(token: string): string {
  return [...token.toUpperCase()].map((char) => DIGIT_LOOKALIKES[char] ?? char).join('');
}

function collectorNumberOf(line: string): string | null {
  for (const raw of line.split(/\s+/)) {
    // "138/303": the total after the slash is not part of the number.
    const token = digitsOf(raw.split('/')[0] ?? '').replace(/[^0-9]/g, '');
    const looksNumeric = /^[0-9OQDILTZSGB|]{1,4}(\/|$)/i.test(raw);
    if (looksNumeric && token.length >= 1 && token.length <= 4) return String(Number(token));
  }
  return null;
}

function setLineOf(line: string): { setCode: string; lang: string | null } | null {
  const words = line
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter((word) => word !== '');
  if (words.length === 0) return null;
  const langAt = words.findIndex((word, index) => index > 0 && LANGS.has(word));
  const setCode = langAt > 0 ? words[langAt - 1] : words[0];
  if (!setCode || setCode.length < 2 || setCode.length > 5) return null;
  return { setCode, lang: langAt > 0 ? (words[langAt]?.toLowerCase() ?? null) : null };
}

/** The fields of the corner's OCR text; null when it holds no number or no set code. */
export function parseBottomLine(text: string): BottomLine | null {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  for (let index = 0; index + 1 < lines.length; index++) {
    const collectorNumber = collectorNumberOf(lines[index] ?? '');
    const setLine = setLineOf(lines[index + 1] ?? '');
    if (collectorNumber && setLine) return { collectorNumber, ...setLine };
  }
  return null;
}
