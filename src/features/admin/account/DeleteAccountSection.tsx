import { type FormEvent, useState } from 'react';
import { ACCOUNT_TEXTS } from '../../../domain/account/accountTexts';
import type { SessionServices } from '../../../shell/session/SessionServices';
import { buttonStyles, inputStyles } from '../../../ui/buttons';
import { FormFailure } from '../../../ui/FormFailure';
import { FormField } from '../../../ui/FormField';
import { AccountCard, failureText } from './AccountCard';
import type { AccountApi } from './accountApi';
import { deleteAccount } from './deleteAccount';

interface DeleteAccountSectionProps {
  api: AccountApi;
  session: SessionServices;
  online: boolean;
  userId: string;
}

/** Typing the password is the confirmation; afterwards the sign-in screen shows. */
export function DeleteAccountSection({ api, session, online, userId }: DeleteAccountSectionProps) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) return;
    setFailure(null);
    setBusy(true);
    try {
      await deleteAccount(api, session, userId, password);
    } catch (error) {
      setFailure(failureText(error));
      setBusy(false);
    }
  }

  return (
    <AccountCard title="Delete account">
      <p className="text-sm text-text-secondary">{ACCOUNT_TEXTS.deleteAccountWarning}</p>
      <form onSubmit={submit} className="flex flex-col gap-3" aria-label="Delete account">
        <FormField label="Type your password to confirm" className="sm:max-w-sm">
          <input
            className={inputStyles}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </FormField>
        <FormFailure message={failure} />
        <button
          type="submit"
          className={`${buttonStyles.danger} self-start`}
          disabled={!online || busy || !password}
        >
          {busy ? 'Deleting…' : 'Delete account'}
        </button>
      </form>
    </AccountCard>
  );
}
