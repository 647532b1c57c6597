import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import {
  base32,
  normalizeRecoveryCode,
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TOTP_WINDOW,
} from '../../src/domain/account/twoFactor';
import type { DbOrTx } from '../db/database';
import { users } from '../db/schema';

const totpOf = (secret: string) =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });

/** The time step (30-second period) a code belongs to, or undefined when it is not a current code. */
export function totpStepOf(secret: string, code: string, now = Date.now()): number | undefined {
  if (!/^\d+$/.test(code)) return undefined;
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  if (delta === null) return undefined;
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** The code an authenticator app shows now (tests and the e2e helper use it). */
export const totpCodeAt = (secret: string, now = Date.now()) => totpOf(secret).generate({ timestamp: now });

export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');

/** Ten codes of 10 base32 characters (50 bits each), shown as `abcde-fghij`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = base32(randomBytes(7)).toLowerCase().slice(0, 10);
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

export interface TwoFactorState {
  totpSecret: string | null;
  totpLastStep: number | null;
  recoveryCodeHashes: string[];
}

/** A code that checked: an authenticator code of a time step, or one of the recovery codes. */
export type AcceptedCode = { kind: 'totp'; step: number } | { kind: 'recovery'; hash: string };

/**
 * Checks a sign-in code against the stored state: a current authenticator code (with `replayGuard`,
 * one of a later time step than the last one accepted), or an unused recovery code.
 */
export function checkSignInCode(
  state: TwoFactorState,
  code: string,
  replayGuard: boolean,
): AcceptedCode | undefined {
  if (!state.totpSecret) return undefined;
  const step = totpStepOf(state.totpSecret, code.trim());
  if (step !== undefined) {
    if (replayGuard && state.totpLastStep !== null && step <= state.totpLastStep) return undefined;
    return { kind: 'totp', step };
  }
  const hash = hashRecoveryCode(code);
  return state.recoveryCodeHashes.includes(hash) ? { kind: 'recovery', hash } : undefined;
}

/**
 * Marks an accepted code used, in one conditional update, so two sign-ins racing with the same code
 * cannot both pass: false when another one used it first.
 */
export async function consumeSignInCode(db: DbOrTx, userId: string, code: AcceptedCode): Promise<boolean> {
  const rows =
    code.kind === 'totp'
      ? await db
          .update(users)
          .set({ totpLastStep: code.step })
          .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, code.step))))
          .returning({ id: users.id })
      : await db
          .update(users)
          .set({ recoveryCodeHashes: sql`array_remove(${users.recoveryCodeHashes}, ${code.hash})` })
          .where(and(eq(users.id, userId), sql`${code.hash} = any(${users.recoveryCodeHashes})`))
          .returning({ id: users.id });
  return rows.length === 1;
}
