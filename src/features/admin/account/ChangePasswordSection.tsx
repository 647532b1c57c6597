import { type FormEvent, useState } from 'react';
import { ACCOUNT_TEXTS } from '../../../domain/account/accountTexts';
import { ChangePasswordInput } from '../../../domain/schemas/user';
import { buttonStyles, inputStyles } from '../../../ui/buttons';
import { FormFailure } from '../../../ui/FormFailure';
import { FormField } from '../../../ui/FormField';
import { AccountCard, Done, failureText } from './AccountCard';
import type { AccountApi } from './accountApi';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
const PASSWORD_FIELDS = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
] as const;

/** Current, new and confirmed password. The server signs the other devices out; this one stays. */
export function ChangePasswordSection({ api, online }: { api: AccountApi; online: boolean }) {
  const [fields, setFields] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const filled = PASSWORD_FIELDS.every(({ name }) => fields[name] !== '');
  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setFields((before) => ({ ...before, [name]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setDone(null);
    if (fields.newPassword !== fields.confirmPassword) return setFailure(ACCOUNT_TEXTS.passwordsDiffer);
    const parsed = ChangePasswordInput.safeParse(fields);
    if (!parsed.success) return setFailure(parsed.error.issues[0].message);
    setBusy(true);
    try {
      await api.changePassword(parsed.data);
      setFields(EMPTY);
      setDone(ACCOUNT_TEXTS.passwordChanged);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountCard title="Change password">
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-3" aria-label="Change password">
        {PASSWORD_FIELDS.map(({ name, label, autoComplete }) => (
          <FormField key={name} label={label}>
            <input
              className={inputStyles}
              type="password"
              autoComplete={autoComplete}
              value={fields[name]}
              onChange={set(name)}
            />
          </FormField>
        ))}
        <div className="flex flex-col gap-2 sm:col-span-3">
          <FormFailure message={failure} />
          <Done message={done} />
          <button
            type="submit"
            className={`${buttonStyles.primary} self-start`}
            disabled={!online || busy || !filled}
          >
            {busy ? 'Changing…' : 'Change password'}
          </button>
        </div>
      </form>
    </AccountCard>
  );
}
