import { type ReactNode, useMemo } from 'react';
import { ACCOUNT_TEXTS } from '../../../domain/account/accountTexts';
import { useSessionServices } from '../../../shell/session/SessionServices';
import { useOnline } from '../../../ui/useOnline';
import { useSessionStore } from '../../auth/sessionStore';
import { AccountCard } from './AccountCard';
import { createAccountApi } from './accountApi';
import { ChangePasswordSection } from './ChangePasswordSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { PreferencesSection } from './PreferencesSection';
import { ProfileSection } from './ProfileSection';
import { TwoFactorSection } from './TwoFactorSection';

interface AccountManagementProps {
  /**
   * Slot for Data Management's "Export data" (the backup of every collection), wired at merge. The
   * card shows only when given, so there is never a button that does nothing.
   */
  exportData?: ReactNode;
}

/**
 * Account Management (part 2 §2). The account calls need the server, so offline they are disabled and
 * the panel says why; default collection and currency work offline.
 */
export function AccountManagement({ exportData }: AccountManagementProps) {
  const user = useSessionStore((state) => state.user);
  const online = useOnline();
  const session = useSessionServices();
  const api = useMemo(() => createAccountApi(session.api), [session.api]);
  if (!user) return null;
  return (
    <div className="flex flex-col gap-4">
      {!online && (
        <p role="status" className="rounded-md border border-warning bg-surface p-3 text-sm text-text">
          {ACCOUNT_TEXTS.offline}
        </p>
      )}
      <ProfileSection key={user.id} user={user} api={api} onSaved={session.rememberUser} online={online} />
      <PreferencesSection userId={user.id} />
      <ChangePasswordSection api={api} online={online} />
      <TwoFactorSection api={api} online={online} email={user.email} />
      {exportData && <AccountCard title="Export data">{exportData}</AccountCard>}
      <DeleteAccountSection api={api} session={session} online={online} userId={user.id} />
    </div>
  );
}
