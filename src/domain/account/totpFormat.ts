/**
 * The shape of an authenticator code, apart from the rest of two-factor (twoFactor.ts): the schemas
 * need it and load with the first download; secrets and QR URIs load with the Admin section only.
 */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
