/** The expiry choices a share link offers, in days (never is `null`). */
export const SHARE_EXPIRY_DAYS = [7, 30] as const;
export type ShareExpiryDays = (typeof SHARE_EXPIRY_DAYS)[number];

/** Random bytes in a share token: 256 bits, written base64url (43 characters). */
export const SHARE_TOKEN_BYTES = 32;

/** Public page views per client address per window before it answers 429. */
export const SHARE_PAGE_LIMIT = 120;
export const SHARE_PAGE_WINDOW_MINUTES = 1;
