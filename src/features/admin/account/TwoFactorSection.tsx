import { type FormEvent, useEffect, useState } from 'react';
import { ACCOUNT_TEXTS } from '../../../domain/account/accountTexts';
import { newTotpSecret, totpUri } from '../../../domain/account/twoFactor';
import { buttonStyles, inputStyles } from '../../../ui/buttons';
import { FormFailure } from '../../../ui/FormFailure';
import { FormField } from '../../../ui/FormField';
import { AccountCard, Done, failureText } from './AccountCard';
import type { AccountApi } from './accountApi';
import { QrCode } from './QrCode';

type Step =
  | { kind: 'loading' }
  | { kind: 'off' }
  | { kind: 'setup'; secret: string }
  | { kind: 'recoveryCodes'; codes: string[] }
  | { kind: 'on' };

interface TwoFactorSectionProps {
  api: AccountApi;
  online: boolean;
  email: string;
}

/**
 * Two-factor authentication: enable by scanning a QR code and typing the first code; the recovery
 * codes are shown once; disable with a current or recovery code.
 */
export function TwoFactorSection({ api, online, email }: TwoFactorSectionProps) {
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    if (!online) return;
    let live = true;
    api.twoFactorStatus().then(
      (status) =>
        live &&
        setStep((before) => (before.kind === 'loading' ? { kind: status.enabled ? 'on' : 'off' } : before)),
      (error: unknown) => live && setFailure(failureText(error)),
    );
    return () => {
      live = false;
    };
  }, [api, online]);

  async function run(work: () => Promise<void>) {
    setFailure(null);
    setDone(null);
    setBusy(true);
    try {
      await work();
      setCode('');
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  }

  const enable = (secret: string) => (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const { recoveryCodes } = await api.enableTwoFactor({ secret, code: code.trim() });
      setStep({ kind: 'recoveryCodes', codes: recoveryCodes });
    });
  };
  const disable = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await api.disableTwoFactor({ code: code.trim() });
      setStep({ kind: 'off' });
      setDone(ACCOUNT_TEXTS.twoFactorDisabled);
    });
  };

  const codeField = (
    <FormField label="Authentication code" className="sm:max-w-xs">
      <input
        className={inputStyles}
        inputMode="text"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
    </FormField>
  );

  return (
    <AccountCard title="Two-factor authentication">
      {step.kind === 'loading' && <p className="text-sm text-text-secondary">{online ? 'Loading…' : ''}</p>}
      {step.kind === 'off' && (
        <>
          <p className="text-sm text-text-secondary">
            Sign-in asks for a code from an authenticator app as well as your password.
          </p>
          <button
            type="button"
            className={`${buttonStyles.primary} self-start`}
            disabled={!online}
            onClick={() => {
              setDone(null);
              setStep({ kind: 'setup', secret: newTotpSecret() });
            }}
          >
            Enable two-factor authentication
          </button>
        </>
      )}
      {step.kind === 'setup' && (
        <form
          onSubmit={enable(step.secret)}
          className="flex flex-col gap-3"
          aria-label="Enable two-factor authentication"
        >
          <p className="text-sm text-text-secondary">
            Scan this code with your authenticator app, or type the key, then enter the 6-digit code it shows.
          </p>
          <QrCode text={totpUri(step.secret, email)} label="QR code for your authenticator app" />
          <p className="text-sm">
            Key:{' '}
            <code data-testid="totp-secret" className="break-all font-mono">
              {step.secret}
            </code>
          </p>
          {codeField}
          <div className="flex gap-2">
            <button
              type="submit"
              className={buttonStyles.primary}
              disabled={!online || busy || code.trim() === ''}
            >
              Verify and enable
            </button>
            <button type="button" className={buttonStyles.secondary} onClick={() => setStep({ kind: 'off' })}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {step.kind === 'recoveryCodes' && (
        <>
          <p className="text-sm font-semibold text-text">{ACCOUNT_TEXTS.twoFactorEnabled}</p>
          <p className="text-sm text-text-secondary">{ACCOUNT_TEXTS.recoveryCodesOnce}</p>
          <ul aria-label="Recovery codes" className="grid max-w-sm grid-cols-2 gap-1 font-mono text-sm">
            {step.codes.map((recoveryCode) => (
              <li key={recoveryCode}>{recoveryCode}</li>
            ))}
          </ul>
          <button
            type="button"
            className={`${buttonStyles.secondary} self-start`}
            onClick={() => setStep({ kind: 'on' })}
          >
            I have saved my recovery codes
          </button>
        </>
      )}
      {step.kind === 'on' && (
        <form
          onSubmit={disable}
          className="flex flex-col gap-3"
          aria-label="Disable two-factor authentication"
        >
          <p className="text-sm font-semibold text-text">{ACCOUNT_TEXTS.twoFactorEnabled}</p>
          {codeField}
          <button
            type="submit"
            className={`${buttonStyles.secondary} self-start`}
            disabled={!online || busy || code.trim() === ''}
          >
            Disable two-factor authentication
          </button>
        </form>
      )}
      <FormFailure message={failure} />
      <Done message={done} />
    </AccountCard>
  );
}
