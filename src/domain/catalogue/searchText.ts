/**
 * Search text as collectors type it: no accents ("Lim-Dûl" finds with "lim dul"), no case, ligatures
 * spelled out ("Æther" with "aether"), apostrophes dropped and other punctuation a space.
 */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/['’‘`]/g, '')
    .replace(/[^\p{L}\p{N}/★]+/gu, ' ')
    .trim();
}

export function foldedWords(text: string): string[] {
  const folded = foldSearchText(text);
  return folded === '' ? [] : folded.split(' ');
}
