import { SIGN_IN_CODE_TEXTS } from './signInCodeTexts';

/** Texts of Account Management and the sign-in code step (not in the spec: its behaviour is not shown). */
export const ACCOUNT_TEXTS = {
  offline: 'You are offline. Account settings can only be changed while online.',
  wrongPassword: 'Password is incorrect',
  passwordsDiffer: 'The new passwords do not match',
  passwordChanged: 'Password changed. Your other devices have been signed out.',
  profileSaved: 'Profile saved',
  ...SIGN_IN_CODE_TEXTS,
  twoFactorAlreadyEnabled: 'Two-factor authentication is already enabled',
  twoFactorEnabled: 'Two-factor authentication is on',
  twoFactorDisabled: 'Two-factor authentication is off',
  recoveryCodesOnce:
    'Save these recovery codes somewhere safe. Each one signs you in once without your authenticator app. They will not be shown again.',
  deleteAccountWarning:
    'This deletes your account and every collection, card, sealed product, transaction and price in it, on the server and on this device. It cannot be undone.',
} as const;
