// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../api/apiClient';
import { ApiError } from '../../../api/apiError';
import { ACCOUNT_TEXTS } from '../../../domain/account/accountTexts';
import type { SessionServices } from '../../../shell/session/SessionServices';
import type { AccountApi } from './accountApi';
import { ChangePasswordSection } from './ChangePasswordSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { TwoFactorSection } from './TwoFactorSection';

afterEach(cleanup);

function fakeApi(overrides: Partial<AccountApi> = {}): AccountApi {
  return {
    updateProfile: vi.fn(),
    changePassword: vi.fn(async () => null),
    deactivate: vi.fn(async () => null),
    twoFactorStatus: vi.fn(async () => ({ enabled: false })),
    enableTwoFactor: vi.fn(async () => ({ recoveryCodes: ['aaaaa-bbbbb', 'ccccc-ddddd'] })),
    disableTwoFactor: vi.fn(async () => null),
    ...overrides,
  } as AccountApi;
}

function fakeSession(): SessionServices {
  return {
    api: {} as ApiClient,
    rememberUser: vi.fn(),
    forgetTokens: vi.fn(),
    logout: vi.fn(async () => {}),
  };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ChangePasswordSection', () => {
  function fill(current: string, next: string, confirm: string) {
    type('Current password', current);
    type('New password', next);
    type('Confirm new password', confirm);
    fireEvent.submit(screen.getByRole('form', { name: 'Change password' }));
  }

  it('refuses a confirmation that differs and a short password without calling the server', async () => {
    const api = fakeApi();
    render(<ChangePasswordSection api={api} online />);
    fill('old password', 'a new password', 'a new passwor');
    expect((await screen.findByRole('alert')).textContent).toBe(ACCOUNT_TEXTS.passwordsDiffer);
    fill('old password', 'short', 'short');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Password must be at least 8 characters'),
    );
    expect(api.changePassword).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal without the field name, keeps the fields; success clears them', async () => {
    const changePassword = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('currentPassword: Current password is incorrect', 400))
      .mockResolvedValueOnce(null);
    render(<ChangePasswordSection api={fakeApi({ changePassword })} online />);
    fill('wrong one', 'a new password', 'a new password');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Current password is incorrect'));
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('a new password');
    fill('right one', 'a new password', 'a new password');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(ACCOUNT_TEXTS.passwordChanged));
    expect(changePassword).toHaveBeenLastCalledWith({
      currentPassword: 'right one',
      newPassword: 'a new password',
    });
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it('is disabled offline', () => {
    render(<ChangePasswordSection api={fakeApi()} online={false} />);
    type('Current password', 'x');
    type('New password', 'a new password');
    type('Confirm new password', 'a new password');
    expect((screen.getByRole('button', { name: 'Change password' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

describe('TwoFactorSection', () => {
  it('enables with a QR code and the first code, shows the recovery codes once, then offers disable', async () => {
    const api = fakeApi();
    render(<TwoFactorSection api={api} online email="ana@example.test" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Enable two-factor authentication' }));
    expect(
      screen.getByRole('img', { name: 'QR code for your authenticator app' }).getAttribute('src'),
    ).toMatch(/^data:image\/svg\+xml/);
    const secret = screen.getByTestId('totp-secret').textContent;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    type('Authentication code', ' 123456 ');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and enable' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(codes.textContent).toBe('aaaaa-bbbbbccccc-ddddd');
    expect(api.enableTwoFactor).toHaveBeenCalledWith({ secret, code: '123456' });
    fireEvent.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    type('Authentication code', '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Disable two-factor authentication' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(ACCOUNT_TEXTS.twoFactorDisabled));
    expect(api.disableTwoFactor).toHaveBeenCalledWith({ code: '654321' });
  });

  it('keeps the setup open with the server’s message when the first code is wrong', async () => {
    const enableTwoFactor = vi
      .fn()
      .mockRejectedValue(new ApiError(`code: ${ACCOUNT_TEXTS.invalidTwoFactorCode}`, 400));
    render(<TwoFactorSection api={fakeApi({ enableTwoFactor })} online email="ana@example.test" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Enable two-factor authentication' }));
    type('Authentication code', '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and enable' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(ACCOUNT_TEXTS.invalidTwoFactorCode),
    );
    expect(screen.getByRole('button', { name: 'Verify and enable' })).toBeTruthy();
  });

  it('asks nothing of the server while offline', () => {
    const api = fakeApi();
    render(<TwoFactorSection api={api} online={false} email="ana@example.test" />);
    expect(api.twoFactorStatus).not.toHaveBeenCalled();
  });
});

describe('DeleteAccountSection', () => {
  it('needs the password and the network', () => {
    render(<DeleteAccountSection api={fakeApi()} session={fakeSession()} online={false} userId="u1" />);
    const button = screen.getByRole('button', { name: 'Delete account' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    type('Type your password to confirm', 'secret');
    expect(button.disabled).toBe(true);
    cleanup();
    render(<DeleteAccountSection api={fakeApi()} session={fakeSession()} online userId="u1" />);
    expect((screen.getByRole('button', { name: 'Delete account' }) as HTMLButtonElement).disabled).toBe(true);
    type('Type your password to confirm', 'secret');
    expect((screen.getByRole('button', { name: 'Delete account' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('shows the server’s refusal of a wrong password and deletes nothing', async () => {
    const deactivate = vi
      .fn()
      .mockRejectedValue(new ApiError(`password: ${ACCOUNT_TEXTS.wrongPassword}`, 400));
    const session = fakeSession();
    render(<DeleteAccountSection api={fakeApi({ deactivate })} session={session} online userId="u1" />);
    type('Type your password to confirm', 'not it');
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(ACCOUNT_TEXTS.wrongPassword));
    expect(deactivate).toHaveBeenCalledWith({ password: 'not it' });
    expect(session.forgetTokens).not.toHaveBeenCalled();
    expect(session.logout).not.toHaveBeenCalled();
  });
});
