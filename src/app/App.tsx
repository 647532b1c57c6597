import { useEffect } from 'react';
import { SignInScreen } from '../features/auth/SignInScreen';
import { type SessionStatus, useSessionStore } from '../features/auth/sessionStore';
import { SessionServicesProvider } from '../shell/session/SessionServices';
import { LOGIN_PATH } from './session/pageApi';
import { SignedInRuntime } from './session/SignedInRuntime';
import { login, pageSessionServices, register, startSession } from './session/sessionActions';
import { AppShell } from './shell/AppShell';
import { UpdatePrompt } from './UpdatePrompt';

/** /login while signed out, the main view at / while signed in (part 1 §2 "Routes"). */
function useRouteForSession(status: SessionStatus) {
  useEffect(() => {
    const atLogin = window.location.pathname === LOGIN_PATH;
    if (status === 'signedOut' && !atLogin) window.history.replaceState(null, '', LOGIN_PATH);
    if (status === 'signedIn' && atLogin) window.history.replaceState(null, '', '/');
  }, [status]);
}

/** Only signed-in users are served the app; a signed-out user sees the sign-in screen (part 1 §1). */
export function App() {
  const { status, user, error, clearError } = useSessionStore();
  useEffect(() => {
    void startSession();
  }, []);
  useRouteForSession(status);

  return (
    <SessionServicesProvider services={pageSessionServices}>
      {status === 'signedIn' && user ? (
        <SignedInRuntime key={user.id} user={user}>
          <AppShell user={user} />
        </SignedInRuntime>
      ) : status === 'signedOut' ? (
        <SignInScreen onLogin={login} onRegister={register} error={error} onClearError={clearError} />
      ) : null}
      <UpdatePrompt />
    </SessionServicesProvider>
  );
}
