import { ACCOUNT_TEXTS } from '../../domain/account/accountTexts';

/** The sign-in answers that mean "password right, now the code": show the code field. */
export const needsSignInCode = (error: string | null) =>
  error === ACCOUNT_TEXTS.twoFactorRequired || error === ACCOUNT_TEXTS.invalidTwoFactorCode;
