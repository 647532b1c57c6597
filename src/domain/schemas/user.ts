import { z } from 'zod';
import { Id } from './common';

export const User = z.object({
  id: Id,
  username: z.string(),
  email: z.string(),
});
export type User = z.infer<typeof User>;

export const Email = z.string().trim().toLowerCase().email('Enter a valid email address').max(254);
export const Password = z.string().min(8, 'Password must be at least 8 characters').max(200);

export const LoginInput = z.object({
  email: Email,
  password: z.string().min(1, 'Password is required').max(200),
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
