/**
 * A short hash of a file's rows (FNV-1a, two seeds for 64 bits): the same rows give the same
 * fingerprint whatever the line endings or the BOM, so a second import of one file is recognised.
 */
export function fingerprintOf(records: readonly (readonly string[])[]): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ records.length;
  for (const record of records) {
    const text = `${record.join('\u001f')}\u001e`;
    for (let index = 0; index < text.length; index++) {
      const code = text.charCodeAt(index);
      a = Math.imul(a ^ code, 0x01000193);
      b = Math.imul(b ^ code, 0x5bd1e995);
    }
  }
  return `${(a >>> 0).toString(16).padStart(8, '0')}${(b >>> 0).toString(16).padStart(8, '0')}`;
}

/** How the fingerprint is kept in the import transaction's notes, and found there again. */
export const FINGERPRINT_MARK = 'import-fingerprint:';

export function fingerprintNote(fingerprint: string): string {
  return `${FINGERPRINT_MARK}${fingerprint}`;
}

export function fingerprintIn(notes: string): string | null {
  const at = notes.indexOf(FINGERPRINT_MARK);
  return at < 0 ? null : notes.slice(at + FINGERPRINT_MARK.length, at + FINGERPRINT_MARK.length + 16);
}
