/**
 * The sign-in answers of a two-factor account, in a file of their own: the sign-in screen is in the
 * first download, the rest of Account Management's texts load with the Admin section.
 */
export const SIGN_IN_CODE_TEXTS = {
  twoFactorRequired: 'Enter the 6-digit code from your authenticator app',
  invalidTwoFactorCode: 'That code is not valid. Try the current code or a recovery code.',
} as const;
