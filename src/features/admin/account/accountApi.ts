import type { z } from 'zod';
import type { ApiClient } from '../../../api/apiClient';
import { API, type HttpMethod } from '../../../domain/api';
import { FALLBACK_MESSAGES } from '../../../domain/texts';

const { updateProfile, changePassword, deactivate, twoFactorStatus, enableTwoFactor, disableTwoFactor } =
  API.account;

/**
 * The account calls of Account Management. They go straight to the server, never through the outbox:
 * a password, a second factor or a deleted account must be confirmed by the server before the screen
 * says it is done.
 */
export function createAccountApi(client: ApiClient) {
  /** A call of an endpoint with a body: the body typed by its schema, the answer parsed by its own. */
  function caller<Body, Answer>(
    {
      method,
      path,
      answer,
    }: { method: HttpMethod; path: string; body: z.ZodType<Body>; answer: z.ZodType<Answer> },
    fallbackMessage: string,
  ) {
    return (body: Body) => client.request(method, path, { body, schema: answer, fallbackMessage });
  }

  return {
    updateProfile: caller(updateProfile, FALLBACK_MESSAGES.updateProfile),
    changePassword: caller(changePassword, FALLBACK_MESSAGES.changePassword),
    deactivate: caller(deactivate, FALLBACK_MESSAGES.deactivate),
    twoFactorStatus: () =>
      client.request(twoFactorStatus.method, twoFactorStatus.path, {
        schema: twoFactorStatus.answer,
        fallbackMessage: FALLBACK_MESSAGES.getProfile,
      }),
    enableTwoFactor: caller(enableTwoFactor, FALLBACK_MESSAGES.updateProfile),
    disableTwoFactor: caller(disableTwoFactor, FALLBACK_MESSAGES.updateProfile),
  };
}
export type AccountApi = ReturnType<typeof createAccountApi>;
