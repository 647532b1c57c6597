// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TEXTS } from '../../domain/account/accountTexts';
import { SignInScreen } from './SignInScreen';

afterEach(cleanup);

function renderScreen(error: string | null = null) {
  const props = {
    onLogin: vi.fn(async () => {}),
    onRegister: vi.fn(async () => {}),
    onClearError: vi.fn(),
    error,
  };
  render(<SignInScreen {...props} />);
  return props;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('SignInScreen', () => {
  it('shows the tagline and keeps Sign In disabled until email and password are filled', () => {
    const { onLogin } = renderScreen();
    expect(screen.getByText('Manage your card collection with ease')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Sign In' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    type('Email', 'ana@example.com');
    expect(submit.disabled).toBe(true);
    type('Password', 'secret');
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    expect(onLogin).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'secret' });
  });

  it('asks for the authentication code when the server says the account needs one, and sends it', async () => {
    const { onLogin } = renderScreen(ACCOUNT_TEXTS.twoFactorRequired);
    expect(screen.getByRole('alert').textContent).toBe(ACCOUNT_TEXTS.twoFactorRequired);
    type('Email', 'ana@example.com');
    type('Password', 'secret');
    type('Authentication code', ' 123456 ');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(onLogin).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'secret', code: '123456' }),
    );
  });

  it('shows no code field to an account without two-factor', () => {
    renderScreen('Invalid email or password');
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
  });

  it("shows the session's error message", () => {
    renderScreen('Login failed');
    expect(screen.getByRole('alert').textContent).toBe('Login failed');
  });

  it('creates an account, refusing a short password before calling the server', async () => {
    const { onRegister } = renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    type('Username', 'ana');
    type('Email', 'ana@example.com');
    type('Password', 'short');
    fireEvent.submit(screen.getByRole('form', { name: 'Create account' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Password must be at least 8 characters'),
    );
    expect(onRegister).not.toHaveBeenCalled();

    type('Password', 'long enough');
    fireEvent.submit(screen.getByRole('form', { name: 'Create account' }));
    await waitFor(() =>
      expect(onRegister).toHaveBeenCalledWith({
        username: 'ana',
        email: 'ana@example.com',
        password: 'long enough',
      }),
    );
  });
});
