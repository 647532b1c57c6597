import { z } from 'zod';
import { AppConfig } from '../schemas/config';
import { SYNC_ENTITIES } from '../schemas/sync';
import {
  AuthSession,
  ChangePasswordInput,
  DeactivateInput,
  LoginInput,
  ProfileUpdate,
  RecoveryCodes,
  RefreshInput,
  RegisterInput,
  TokenPair,
  TwoFactorDisableInput,
  TwoFactorEnableInput,
  TwoFactorStatus,
  User,
} from '../schemas/user';
import { endpoint } from './endpoint';

/** Reachable without a token: health, the app's run-time config, sign-up, sign-in, refresh, sign-out. */
export const publicEndpoints = {
  health: endpoint({ method: 'GET', path: '/health', public: true }),
  config: endpoint({ method: 'GET', path: '/config', answer: AppConfig, public: true }),
  register: endpoint({
    method: 'POST',
    path: '/auth/register',
    body: RegisterInput,
    answer: AuthSession,
    public: true,
  }),
  login: endpoint({
    method: 'POST',
    path: '/auth/login',
    body: LoginInput,
    answer: AuthSession,
    public: true,
  }),
  refresh: endpoint({
    method: 'POST',
    path: '/auth/refresh',
    body: RefreshInput,
    answer: TokenPair,
    public: true,
  }),
  /** Revokes the presented refresh token's sign-in, else (no body) the access token's. */
  logout: endpoint({
    method: 'POST',
    path: '/auth/logout',
    body: RefreshInput.partial(),
    optionalBody: true,
    answer: z.null(),
    public: true,
  }),
};

/** The signed-in user's own account. */
export const accountEndpoints = {
  profile: endpoint({ method: 'GET', path: '/auth/profile', answer: User }),
  updateProfile: endpoint({
    method: 'PUT',
    path: '/auth/profile',
    body: ProfileUpdate,
    partialBody: true,
    answer: User,
  }),
  changePassword: endpoint({
    method: 'PUT',
    path: '/auth/change-password',
    body: ChangePasswordInput,
    answer: z.null(),
  }),
  /** Needs the password typed again. The account stays, inactive; everything it owned is deleted. */
  deactivate: endpoint({
    method: 'DELETE',
    path: '/auth/deactivate',
    body: DeactivateInput,
    answer: z.null(),
    touches: SYNC_ENTITIES,
  }),
  twoFactorStatus: endpoint({ method: 'GET', path: '/auth/2fa', answer: TwoFactorStatus }),
  /** Stores the device-made secret once its first code checks; answers the recovery codes, once. */
  enableTwoFactor: endpoint({
    method: 'POST',
    path: '/auth/2fa/enable',
    body: TwoFactorEnableInput,
    answer: RecoveryCodes,
  }),
  /** Needs a current code or a recovery code; answers `null` when it was already off. */
  disableTwoFactor: endpoint({
    method: 'POST',
    path: '/auth/2fa/disable',
    body: TwoFactorDisableInput,
    answer: z.null(),
  }),
};
