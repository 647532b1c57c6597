import { z } from 'zod';
import { TOTP_DIGITS } from '../account/totpFormat';
import { Id } from './common';

export const User = z.object({
  id: Id,
  username: z.string(),
  email: z.string(),
});
export type User = z.infer<typeof User>;

export const Email = z.string().trim().toLowerCase().email('Enter a valid email address').max(254);
export const Password = z.string().min(8, 'Password must be at least 8 characters').max(200);

/** A code from the authenticator app or a recovery code (two-factor accounts only). */
export const SignInCode = z.string().trim().min(1, 'Code is required').max(32);

export const LoginInput = z.object({
  email: Email,
  password: z.string().min(1, 'Password is required').max(200),
  /** Needed when the account has two-factor authentication; the first answer says so. */
  code: SignInCode.optional(),
});
export type LoginInput = z.infer<typeof LoginInput>;

export const RegisterInput = z.object({
  username: z.string().trim().min(1, 'Username is required').max(60),
  email: Email,
  password: Password,
});
export type RegisterInput = z.infer<typeof RegisterInput>;

export const RefreshInput = z.object({ refreshToken: z.string().min(1).max(500) });

export const AuthSession = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  user: User,
});
export type AuthSession = z.infer<typeof AuthSession>;

export const TokenPair = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof TokenPair>;

export const ProfileUpdate = z
  .object({
    username: z.string().trim().min(1, 'Username is required').max(60),
    email: Email,
  })
  .partial();
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;

export const ChangePasswordInput = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(200),
  newPassword: Password,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;

/** Deleting the account needs the password typed again. */
export const DeactivateInput = z.object({ password: z.string().min(1, 'Password is required').max(200) });
export type DeactivateInput = z.infer<typeof DeactivateInput>;

export const TwoFactorStatus = z.object({ enabled: z.boolean() });
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>;

/** The secret the device made and showed as a QR code, with the first code the app shows for it. */
export const TwoFactorEnableInput = z.object({
  secret: z.string().regex(/^[A-Z2-7]{32}$/, 'Secret must be 32 characters of base32'),
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), `Code must be ${TOTP_DIGITS} digits`),
});
export type TwoFactorEnableInput = z.infer<typeof TwoFactorEnableInput>;

/** Shown once, right after enabling; the server keeps only their hashes. */
export const RecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

export const TwoFactorDisableInput = z.object({ code: SignInCode });
export type TwoFactorDisableInput = z.infer<typeof TwoFactorDisableInput>;
