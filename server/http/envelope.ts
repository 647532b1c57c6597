/** The spec's envelope on every answer: `{ success, data }` or `{ success: false, error: { message } }`. */
export const ok = <T>(data: T) => ({ success: true as const, data });
export const fail = (message: string) => ({ success: false as const, error: { message } });
