import type { Locator, Page } from '@playwright/test';

export interface LoginPageLabels {
  heading: string;
  username: string;
  password: string;
  /** Matched at the end only: while busy the button also holds a spinner labelled "Loading…". */
  submit: RegExp;
}

export const ENGLISH_LABELS: LoginPageLabels = {
  heading: 'Log in to Beacon',
  username: 'Username',
  password: 'Password',
  submit: /Log in$/,
};

export const CHINESE_LABELS: LoginPageLabels = {
  heading: '登录 Beacon',
  username: '用户名',
  password: '密码',
  submit: /登录$/,
};

/** The login screen as a user meets it, in either language. */
export class LoginPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly username: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly alert: Locator;

  constructor(page: Page, labels: LoginPageLabels = ENGLISH_LABELS) {
    this.page = page;
    this.heading = page.getByRole('heading', { name: labels.heading });
    this.username = page.getByLabel(labels.username);
    this.password = page.getByLabel(labels.password);
    this.submit = page.getByRole('button', { name: labels.submit });
    this.alert = page.getByRole('alert');
  }

  async goto(path = '/login'): Promise<void> {
    await this.page.goto(path);
    await this.heading.waitFor();
  }

  async logIn(username: string, password: string): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submit.click();
  }
}
