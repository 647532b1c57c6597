import { type FormEvent, useState } from 'react';
import {
  type LoginInput,
  type RegisterInput,
  RegisterInput as RegisterSchema,
} from '../../domain/schemas/user';
import { TEXTS } from '../../domain/texts';
import { needsSignInCode } from './signInCode';

interface SignInScreenProps {
  onLogin(input: LoginInput): Promise<void>;
  onRegister(input: RegisterInput): Promise<void>;
  /** The session's error (part 1 §2: the server's message, else "Login failed"). */
  error: string | null;
  onClearError(): void;
}

type Mode = 'signIn' | 'register';

const field =
  'w-full rounded-md border border-[var(--color-border,#cbd5e1)] bg-[var(--color-surface,#fff)] px-3 py-2 text-base text-[var(--color-text,#0f172a)] focus:outline-2 focus:outline-[var(--color-primary,#0E68AB)]';

/** Sign In and Create account. Both forms keep what was typed when the server says no. */
export function SignInScreen({ onLogin, onRegister, error, onClearError }: SignInScreenProps) {
  const [mode, setMode] = useState<Mode>('signIn');
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const filled = email.trim() !== '' && password !== '' && (mode === 'signIn' || username.trim() !== '');
  const shownError = formError ?? error;
  // Two-factor accounts: the server's first answer asks for the code; the field stays once typed in.
  const askCode = mode === 'signIn' && (needsSignInCode(error) || code !== '');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!filled || busy) return;
    setFormError(null);
    onClearError();
    if (mode === 'register') {
      const parsed = RegisterSchema.safeParse({ username, email, password });
      if (!parsed.success) return setFormError(parsed.error.issues[0].message);
    }
    setBusy(true);
    try {
      await (mode === 'signIn'
        ? onLogin({ email, password, ...(code.trim() ? { code: code.trim() } : {}) })
        : onRegister({ username, email, password }));
    } finally {
      setBusy(false);
    }
  }

  function switchMode(next: Mode) {
    setMode(next);
    setFormError(null);
    onClearError();
  }

  return (
    <main className="flex min-h-dvh items-center justify-center bg-[var(--color-background,#f8fafc)] p-4">
      <div className="w-full max-w-sm rounded-xl bg-[var(--color-surface,#fff)] p-6 shadow-lg">
        <div className="mb-6 flex flex-col items-center gap-2 text-center">
          <img src="/logo.svg" alt="" width={56} height={56} />
          <h1 className="text-2xl font-bold text-[var(--color-text,#0f172a)]">Cardfolio</h1>
          <p className="text-[var(--color-text-secondary,#475569)]">{TEXTS.tagline}</p>
        </div>
        <form
          onSubmit={submit}
          className="flex flex-col gap-3"
          aria-label={mode === 'signIn' ? 'Sign In' : 'Create account'}
        >
          <h2 className="text-lg font-semibold text-[var(--color-text,#0f172a)]">
            {mode === 'signIn' ? 'Sign In' : 'Create account'}
          </h2>
          {mode === 'register' && (
            <label className="flex flex-col gap-1 text-sm text-[var(--color-text,#0f172a)]">
              Username
              <input
                className={field}
                value={username}
                autoComplete="username"
                onChange={(e) => setUsername(e.target.value)}
              />
            </label>
          )}
          <label className="flex flex-col gap-1 text-sm text-[var(--color-text,#0f172a)]">
            Email
            <input
              className={field}
              type="email"
              value={email}
              autoComplete="email"
              onChange={(e) => setEmail(e.target.value)}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm text-[var(--color-text,#0f172a)]">
            Password
            <input
              className={field}
              type="password"
              value={password}
              autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
          {askCode && (
            <label className="flex flex-col gap-1 text-sm text-[var(--color-text,#0f172a)]">
              Authentication code
              <input
                className={field}
                value={code}
                inputMode="text"
                autoComplete="one-time-code"
                // biome-ignore lint/a11y/noAutofocus: the code field appears after submit and is what comes next
                autoFocus
                onChange={(e) => setCode(e.target.value)}
              />
            </label>
          )}
          {shownError && (
            <p
              role="alert"
              className="rounded-md bg-[var(--color-error-light,#fee2e2)] p-2 text-sm text-[var(--color-error,#b91c1c)]"
            >
              {shownError}
            </p>
          )}
          <button
            type="submit"
            disabled={!filled || busy}
            className="rounded-md bg-[var(--color-primary,#0E68AB)] px-4 py-2 font-semibold text-[var(--color-on-primary,#fff)] disabled:opacity-50"
          >
            {mode === 'signIn'
              ? busy
                ? 'Signing in…'
                : 'Sign In'
              : busy
                ? 'Creating account…'
                : 'Create account'}
          </button>
        </form>
        <p className="mt-4 text-center text-sm text-[var(--color-text-secondary,#475569)]">
          {mode === 'signIn' ? 'New to Cardfolio? ' : 'Already have an account? '}
          <button
            type="button"
            className="font-semibold text-[var(--color-primary,#0E68AB)] underline"
            onClick={() => switchMode(mode === 'signIn' ? 'register' : 'signIn')}
          >
            {mode === 'signIn' ? 'Create account' : 'Sign In'}
          </button>
        </p>
      </div>
    </main>
  );
}
