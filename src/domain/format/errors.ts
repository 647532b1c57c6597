import { DEVICE_DATABASE_TEXTS } from '../texts';

/**
 * Whether the browser refused a write for lack of space. Dexie wraps the browser's DOMException in
 * its own error (`inner`) under the same name; a use case may wrap it again (`cause`).
 */
export function isStorageFull(error: unknown): boolean {
  let current = error as { name?: unknown; inner?: unknown; cause?: unknown } | null | undefined;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    if (current.name === 'QuotaExceededError') return true;
    current = (current.inner ?? current.cause) as typeof current;
  }
  return false;
}

/**
 * What a failure says to the user: one text for a full disk, else its message, or a plain "Unknown
 * error" for a throw without one.
 */
export function errorMessage(error: unknown): string {
  if (isStorageFull(error)) return DEVICE_DATABASE_TEXTS.storageFull;
  if (error instanceof Error && error.message) return error.message;
  return typeof error === 'string' && error ? error : 'Unknown error';
}
