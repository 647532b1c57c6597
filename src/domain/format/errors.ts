/** What a failure says to the user: its message, or a plain "Unknown error" for a throw without one. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return typeof error === 'string' && error ? error : 'Unknown error';
}
