import { SIGN_IN_CODE_TEXTS } from '../../domain/account/signInCodeTexts';

/** The sign-in answers that mean "password right, now the code": show the code field. */
export const needsSignInCode = (error: string | null) =>
  error === SIGN_IN_CODE_TEXTS.twoFactorRequired || error === SIGN_IN_CODE_TEXTS.invalidTwoFactorCode;
