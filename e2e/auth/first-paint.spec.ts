// The login form paints from the built index.html before any script has run, and React takes it
// over without replacing it (decision 0029). Every page records, from its very first DOM change,
// what #root showed: a MutationObserver installed before the page's own scripts.
import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../fixtures/log-in.ts';
import { E2E_SUPERUSER } from '../fixtures/superuser.ts';
import { CHINESE_LABELS, LoginPage } from '../pages/login-page.ts';

interface FirstPaintRecord {
  /** Texts of the login headings ever added under #root, in order. */
  loginHeadings: string[];
  /** <html lang> and data-theme when the first node was added to #root. */
  langAtFirstNode: string | null;
  themeAtFirstNode: string | null;
}

declare global {
  interface Window {
    firstPaint: FirstPaintRecord;
    prerenderedForm: HTMLFormElement | null;
  }
}

/** Installs the observer (and, optionally, stored UI settings) before any of the page's scripts run. */
async function recordFirstPaint(page: Page, stored: Record<string, string> = {}): Promise<void> {
  await page.addInitScript((settings: Record<string, string>) => {
    for (const [key, value] of Object.entries(settings)) localStorage.setItem(key, value);
    const record: FirstPaintRecord = { loginHeadings: [], langAtFirstNode: null, themeAtFirstNode: null };
    window.firstPaint = record;
    window.prerenderedForm = null;
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          if (!(node instanceof Element) || !node.closest('#root')) continue;
          if (record.langAtFirstNode === null) {
            record.langAtFirstNode = document.documentElement.lang;
            record.themeAtFirstNode = document.documentElement.dataset.theme ?? null;
          }
          const heading = node.matches('#login-heading') ? node : node.querySelector('#login-heading');
          if (heading) record.loginHeadings.push(heading.textContent ?? '');
          const form = node.matches('form') ? node : node.querySelector('form');
          if (form instanceof HTMLFormElement) window.prerenderedForm ??= form;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  }, stored);
}

/** React has attached itself to the element (it is hydrated or rendered by React). */
function ownedByReact(page: Page, selector: string): Promise<boolean> {
  return page.evaluate(
    (target) => Object.keys(document.querySelector(target) ?? {}).some((key) => key.startsWith('__react')),
    selector,
  );
}

function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('the login form shows with every script blocked: it comes from index.html itself', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  const login = new LoginPage(page);
  await page.goto('/login');
  await expect(login.heading).toBeVisible();
  await expect(login.username).toBeVisible();
  await expect(login.password).toBeVisible();
  await expect(login.submit).toBeVisible();
  await expect(login.username).toBeFocused();
});

test('React hydrates the prerendered form in place, with no console error or warning', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await recordFirstPaint(page);
  const login = new LoginPage(page);
  await login.goto();
  await expect.poll(() => ownedByReact(page, 'form')).toBe(true);

  // The form on screen is the very element index.html painted: adopted, not replaced.
  expect(await page.evaluate(() => document.querySelector('form') === window.prerenderedForm)).toBe(true);
  expect(await page.evaluate(() => window.firstPaint.loginHeadings)).toEqual(['Log in to Beacon']);
  expect(problems).toEqual([]);

  await login.logIn(E2E_SUPERUSER.name, E2E_SUPERUSER.password);
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});

test('what is typed, and Enter pressed, before the scripts arrive are kept: the login goes through', async ({
  page,
}) => {
  let releaseEntry: () => void = () => {};
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await entryHeld;
    await route.continue();
  });
  const login = new LoginPage(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await login.username.fill(E2E_SUPERUSER.name);
  await login.password.fill(E2E_SUPERUSER.password);
  await login.password.press('Enter');
  // Held back: no plain HTML submit (it would put the password into the URL).
  expect(page.url()).not.toContain('password');
  releaseEntry();

  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible({ timeout: 30_000 });
  expect(page.url()).not.toContain(E2E_SUPERUSER.password);
});

test('a visitor who chose Chinese and the dark theme never sees English or light first', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await recordFirstPaint(page, { language: 'zh', theme: 'dark' });
  const login = new LoginPage(page, CHINESE_LABELS);
  await login.goto();
  await expect.poll(() => ownedByReact(page, 'form')).toBe(true);

  const record = await page.evaluate(() => window.firstPaint);
  expect(record).toEqual({
    loginHeadings: ['登录 Beacon'],
    langAtFirstNode: 'zh-CN',
    themeAtFirstNode: 'dark',
  });
  expect(problems).toEqual([]);
});

test('a signed-in deep link never shows the login form, not even for a moment', async ({ page }) => {
  await logIn(page, E2E_SUPERUSER.name, E2E_SUPERUSER.password, 'Overview');
  await recordFirstPaint(page);
  await page.goto('/management/tenants');
  await expect(page.getByRole('heading', { name: 'Tenants', level: 1 })).toBeVisible();

  expect(await page.evaluate(() => window.firstPaint.loginHeadings)).toEqual([]);
  // A signed-in user sent to /login is taken home; the prerendered form gives way to the console.
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await expect(page.locator('#login-heading')).toHaveCount(0);
});

test('the login page downloads neither antd nor zod (the first-load budget, bench/first-load.ts)', async ({
  page,
}) => {
  // Each script's body is read as its answer comes, and all of them awaited before the checks: a
  // handler that pushed only after reading could still be reading when the page was idle.
  const reading: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js'))
      reading.push(response.text().then((body) => ({ url: response.url(), body })));
  });
  await new LoginPage(page).goto();
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(reading);
  expect(scripts.length).toBeGreaterThan(0);
  // zod's schemas keep their `_zod` internals and antd its `ant-` class prefix through minification.
  expect(scripts.filter((script) => script.body.includes('_zod')).map((script) => script.url)).toEqual([]);
  expect(scripts.filter((script) => script.body.includes('ant-btn')).map((script) => script.url)).toEqual([]);
});
