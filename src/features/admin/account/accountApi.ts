import type { ApiClient } from '../../../api/apiClient';
import { API } from '../../../domain/api';
import type {
  ChangePasswordInput,
  DeactivateInput,
  ProfileUpdate,
  TwoFactorDisableInput,
  TwoFactorEnableInput,
} from '../../../domain/schemas/user';
import { FALLBACK_MESSAGES } from '../../../domain/texts';

const { updateProfile, changePassword, deactivate, twoFactorStatus, enableTwoFactor, disableTwoFactor } =
  API.account;

/**
 * The account calls of Account Management. They go straight to the server, never through the outbox:
 * a password, a second factor or a deleted account must be confirmed by the server before the screen
 * says it is done.
 */
export function createAccountApi(client: ApiClient) {
  return {
    updateProfile: (body: ProfileUpdate) =>
      client.request(updateProfile.method, updateProfile.path, {
        body,
        schema: updateProfile.answer,
        fallbackMessage: FALLBACK_MESSAGES.updateProfile,
      }),
    changePassword: (body: ChangePasswordInput) =>
      client.request(changePassword.method, changePassword.path, {
        body,
        schema: changePassword.answer,
        fallbackMessage: FALLBACK_MESSAGES.changePassword,
      }),
    deactivate: (body: DeactivateInput) =>
      client.request(deactivate.method, deactivate.path, {
        body,
        schema: deactivate.answer,
        fallbackMessage: FALLBACK_MESSAGES.deactivate,
      }),
    twoFactorStatus: () =>
      client.request(twoFactorStatus.method, twoFactorStatus.path, {
        schema: twoFactorStatus.answer,
        fallbackMessage: FALLBACK_MESSAGES.getProfile,
      }),
    enableTwoFactor: (body: TwoFactorEnableInput) =>
      client.request(enableTwoFactor.method, enableTwoFactor.path, {
        body,
        schema: enableTwoFactor.answer,
        fallbackMessage: FALLBACK_MESSAGES.updateProfile,
      }),
    disableTwoFactor: (body: TwoFactorDisableInput) =>
      client.request(disableTwoFactor.method, disableTwoFactor.path, {
        body,
        schema: disableTwoFactor.answer,
        fallbackMessage: FALLBACK_MESSAGES.updateProfile,
      }),
  };
}
export type AccountApi = ReturnType<typeof createAccountApi>;
