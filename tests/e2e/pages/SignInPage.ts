import { expect, type Locator, type Page } from '@playwright/test';

export interface Account {
  username: string;
  email: string;
  password: string;
}

let accounts = 0;
/** A fresh account per test, so tests never share server data. */
export function newAccount(): Account {
  accounts++;
  const stamp = `${Date.now()}-${process.pid}-${accounts}`;
  return {
    username: `Collector ${accounts}`,
    email: `collector-${stamp}@example.test`,
    password: 'correct horse battery',
  };
}

/** The Sign In screen and its Create account form (part 1 §2, sync issue). */
export class SignInPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly username: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Sign In' });
    this.email = page.getByLabel('Email');
    this.password = page.getByLabel('Password');
    this.username = page.getByLabel('Username');
    this.error = page.getByRole('alert');
  }

  async open() {
    await this.page.goto('/login');
    await expect(this.heading).toBeVisible();
  }

  async register(account: Account) {
    await this.page.getByRole('button', { name: 'Create account' }).click();
    await this.username.fill(account.username);
    await this.email.fill(account.email);
    await this.password.fill(account.password);
    await this.page
      .getByRole('form', { name: 'Create account' })
      .getByRole('button', { name: 'Create account' })
      .click();
  }

  async login(account: Pick<Account, 'email' | 'password'>) {
    await this.email.fill(account.email);
    await this.password.fill(account.password);
    await this.page.getByRole('button', { name: 'Sign In' }).click();
  }
}
