import { parseBottomLine } from './bottomLine';

export interface ManualLine {
  setCode: string;
  collectorNumber: string;
  foil: boolean;
}

/**
 * The manual line for a card that will not read: "LEA 161", "mh2 138 foil", "MH2 0138 ★".
 * Null when it does not hold a set code and a number.
 */
export function parseManualLine(text: string): ManualLine | null {
  const words = text
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  const foil = words.some((word) => /^(foil|f|★|\*)$/i.test(word));
  const rest = words.filter((word) => !/^(foil|f|★|\*|nonfoil)$/i.test(word));
  if (rest.length !== 2) return null;
  const [setCode = '', number = ''] = rest;
  if (!/^[a-z0-9]{2,6}$/i.test(setCode) || !/^[0-9]{1,4}[a-z]?$/i.test(number)) return null;
  const line = parseBottomLine(`${number}\n${setCode}`);
  return line ? { setCode: line.setCode, collectorNumber: line.collectorNumber, foil } : null;
}
