import { type FormEvent, useState } from 'react';
import { ACCOUNT_TEXTS } from '../../../domain/account/accountTexts';
import { ProfileUpdate, type User } from '../../../domain/schemas/user';
import { buttonStyles, inputStyles } from '../../../ui/buttons';
import { FormFailure } from '../../../ui/FormFailure';
import { FormField } from '../../../ui/FormField';
import { AccountCard, Done, failureText } from './AccountCard';
import type { AccountApi } from './accountApi';

interface ProfileSectionProps {
  user: User;
  api: AccountApi;
  /** Keeps the saved user for the session (the header shows it). */
  onSaved(user: User): void;
  online: boolean;
}

/** Display name and email; saved on the server, then shown in the header at once. */
export function ProfileSection({ user, api, onSaved, online }: ProfileSectionProps) {
  const [username, setUsername] = useState(user.username);
  const [email, setEmail] = useState(user.email);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const changed = username !== user.username || email !== user.email;

  async function save(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setDone(null);
    const parsed = ProfileUpdate.safeParse({ username, email });
    if (!parsed.success) return setFailure(parsed.error.issues[0].message);
    setBusy(true);
    try {
      onSaved(await api.updateProfile(parsed.data));
      setDone(ACCOUNT_TEXTS.profileSaved);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountCard title="Profile">
      <form onSubmit={save} className="grid gap-3 sm:grid-cols-2" aria-label="Profile">
        <FormField label="Display name">
          <input
            className={inputStyles}
            value={username}
            autoComplete="username"
            onChange={(event) => setUsername(event.target.value)}
          />
        </FormField>
        <FormField label="Email">
          <input
            className={inputStyles}
            type="email"
            value={email}
            autoComplete="email"
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormField>
        <div className="flex flex-col gap-2 sm:col-span-2">
          <FormFailure message={failure} />
          <Done message={done} />
          <button
            type="submit"
            className={`${buttonStyles.primary} self-start`}
            disabled={!online || busy || !changed}
          >
            {busy ? 'Saving…' : 'Save profile'}
          </button>
        </div>
      </form>
    </AccountCard>
  );
}
