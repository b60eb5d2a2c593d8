// Single sign-on in Chromium against a real OpenID Connect provider on loopback (issue 18): the
// button, the provider's own login form, landing on the page first asked for with the mapped roles,
// logout through the provider's end-session page, and every error on the login page in English and
// Chinese, with a provider signing RS256; the sign-in and out once more with one signing ES256.
import { expect, test, type Page } from '@playwright/test';
import {
  SSO_ACCOUNTS,
  SSO_LABEL,
  rolesInBrowser,
  signInAtProvider,
  startSsoSetup,
  type SsoSetup,
} from '../fixtures/sso.ts';
import { expectNoSeriousAxeViolations } from '../fixtures/axe.ts';
import { expectAddress } from '../fixtures/address.ts';

const BUTTON = { en: `Login with ${SSO_LABEL}`, zh: `单点登录（${SSO_LABEL}）` } as const;
const FAILED = { en: 'Single sign-on did not complete', zh: '单点登录未能完成' } as const;
const PASSWORD_MESSAGES = ['The username or password is incorrect', '用户名或密码错误'];

// Each run starts its own Beacon and provider; no stored environment cookie is wanted.
test.use({ storageState: { cookies: [], origins: [] } });

async function openLogin(page: Page, baseUrl: string, language: 'en' | 'zh', path = '/login') {
  await page.goto(`${baseUrl}/login`);
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  await page.goto(`${baseUrl}${path}`);
  await expect(page.getByRole('button', { name: BUTTON[language] })).toBeVisible();
}

async function expectLoginAlert(page: Page, language: 'en' | 'zh', words: string | RegExp) {
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(FAILED[language]);
  await expect(alert).toContainText(words);
  for (const message of PASSWORD_MESSAGES) await expect(alert).not.toContainText(message);
  // Never a blank screen or a loop: the login page stays, with the button to start again.
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: BUTTON[language] })).toBeVisible();
}

for (const algorithm of ['RS256', 'ES256'] as const) {
  test.describe(`single sign-on with a provider signing ${algorithm}`, () => {
    test.describe.configure({ mode: 'serial' });
    let setup: SsoSetup;

    test.beforeAll(async () => {
      setup = await startSsoSetup(algorithm, { codeTtlSeconds: 5 });
    });
    test.afterAll(async () => setup?.stop());

    test("signs a super user in through the provider's form, onto the page first asked for, and out again", async ({
      page,
    }) => {
      await openLogin(page, setup.beacon.url, 'en', '/environments');
      await expect(page).toHaveURL(/\/login\?redirect=%2Fenvironments/);
      await page.getByRole('button', { name: BUTTON.en }).click();
      await expect(page).toHaveURL(new RegExp(`^${setup.provider.issuer}/`));
      await signInAtProvider(page, SSO_ACCOUNTS.superUser);
      await expectAddress(page, `${setup.beacon.url}/environments`);
      await expect(page.getByRole('heading', { name: 'Environments', level: 1 })).toBeVisible();
      expect(await rolesInBrowser(page, setup.beacon.url)).toEqual(['super']);
      expect(await page.evaluate(() => document.cookie)).not.toContain('Admin-Token');

      // The users list shows where the user comes from (issue 18 item 5).
      await page.goto(`${setup.beacon.url}/users`);
      const row = page.getByRole('row', { name: new RegExp(SSO_ACCOUNTS.superUser) });
      await expect(row).toContainText('Single sign-on');

      // Logout ends Beacon's session, then the provider's (its end-session page), back to /login.
      await page
        .getByRole('button', { name: /Admin|sso-super/ })
        .first()
        .click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await expect(page).toHaveURL(new RegExp(`^${setup.provider.issuer}/`));
      await page.getByRole('button', { name: 'Yes, sign me out' }).click();
      await expect(page).toHaveURL(new RegExp(`^${setup.beacon.url}/login`));
      const after = await page.request.get(`${setup.beacon.url}/pulsar-manager/users/userInfo`);
      expect(after.status()).toBe(401);
    });

    // The rest does not depend on how the provider signs its ID tokens (the button, the mapping,
    // the refusals before or without a token): it runs once, with RS256.
    if (algorithm === 'RS256') {
      test('shows the button only when configured, in English and Chinese', async ({ page }, testInfo) => {
        await openLogin(page, setup.beacon.url, 'en');
        await page.screenshot({ path: testInfo.outputPath(`login-button-en-${algorithm}.png`) });
        await expectNoSeriousAxeViolations(page, 'login with single sign-on (en)');
        await openLogin(page, setup.beacon.url, 'zh');
        await page.screenshot({ path: testInfo.outputPath(`login-button-zh-${algorithm}.png`) });
        await expectNoSeriousAxeViolations(page, 'login with single sign-on (zh)');

        // A phone: the button and its label fit, nothing scrolls sideways.
        await page.setViewportSize({ width: 375, height: 740 });
        const button = page.getByRole('button', { name: BUTTON.zh });
        await expect(button).toBeInViewport();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        await page.screenshot({ path: testInfo.outputPath(`login-button-phone-${algorithm}.png`) });
      });

      // Issue 28 B16: no password to type, so a sensitive action is confirmed at the provider.
      test('confirms granting super by a fresh sign-in at the provider, then grants it', async ({ page }) => {
        const base = setup.beacon.url;
        await openLogin(page, base, 'en', '/roles');
        await page.getByRole('button', { name: BUTTON.en }).click();
        await signInAtProvider(page, SSO_ACCOUNTS.superUser);
        await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();

        // Someone to grant super to, created through the API with the page's own session.
        const grantee = `grantee_${Date.now()}`;
        const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
        const created = await page.request.put(`${base}/pulsar-manager/users/user`, {
          headers: { 'x-xsrf-token': xsrf ?? '' },
          data: { name: grantee, password: 'a long enough password', email: `${grantee}@example.com` },
        });
        expect(created.ok(), await created.text()).toBe(true);

        const bindSuper = async () => {
          await page
            .getByRole('row')
            .filter({ has: page.getByText('super', { exact: true }) })
            .getByRole('button', { name: /expand/i })
            .click();
          const bindings = page.getByRole('region', { name: 'Bindings of super' });
          await bindings.getByRole('button', { name: 'Bind a user to super' }).click();
          const bind = page.getByRole('dialog', { name: 'Bind a user to super' });
          await bind.getByLabel('User').fill(grantee);
          await page.locator('.ant-select-item-option', { hasText: grantee }).click();
          await bind.getByRole('button', { name: 'Bind' }).click();
          return { bind, bindings };
        };
        await bindSuper();
        const confirm = page.getByRole('dialog', { name: 'Confirm it is you' });
        await expect(confirm).toContainText('sign in again at your provider');
        await confirm.getByRole('button', { name: 'Sign in again at the provider' }).click();
        await expect(page).toHaveURL(new RegExp(`^${setup.provider.issuer}/`));
        await signInAtProvider(page, SSO_ACCOUNTS.superUser);

        // Back on the page it left, in the same session, confirmed for 5 minutes.
        await expect(page.getByText('Confirmed: you may now do the action again.')).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`^${base}/roles`));
        const { bind, bindings } = await bindSuper();
        await expect(bind).toBeHidden();
        await expect(bindings.getByRole('row').filter({ hasText: grantee })).toBeVisible();
      });

      test('gives a mapped tenant admin its tenant', async ({ page }) => {
        await openLogin(page, setup.beacon.url, 'en');
        await page.getByRole('button', { name: BUTTON.en }).click();
        await signInAtProvider(page, SSO_ACCOUNTS.tenantAdmin);
        await expect(page).not.toHaveURL(/\/(login|callback)/);
        expect(await rolesInBrowser(page, setup.beacon.url)).toEqual(['admin']);
        const info = await page.request.get(`${setup.beacon.url}/pulsar-manager/users/userInfo`);
        expect(((await info.json()) as { tenants: string[] }).tenants).toEqual(['acme']);
      });

      test('tells an sso user who types a password to use single sign-on', async ({ page }) => {
        await page.goto(`${setup.beacon.url}/login`);
        await page.getByLabel('Username').fill(SSO_ACCOUNTS.superUser);
        await page.getByLabel('Password').fill('a password of some length');
        await page.getByRole('button', { name: /Log in$/ }).click();
        await expect(page.getByRole('alert')).toContainText(
          'This account signs in with single sign-on, not a password.',
        );
      });

      for (const language of ['en', 'zh'] as const) {
        test(`refuses a user the mapping grants nothing, on the login page (${language})`, async ({
          page,
        }, testInfo) => {
          await openLogin(page, setup.beacon.url, language);
          await page.getByRole('button', { name: BUTTON[language] }).click();
          await signInAtProvider(page, SSO_ACCOUNTS.nobody);
          await expectLoginAlert(
            page,
            language,
            language === 'en' ? 'is not granted any access to Beacon' : '未被授予 Beacon 的任何访问权限',
          );
          await page.screenshot({ path: testInfo.outputPath(`refused-${language}-${algorithm}.png`) });
          await expectNoSeriousAxeViolations(page, `single sign-on refused (${language})`);
        });

        test(`refuses an answer with a state this browser did not start (${language})`, async ({
          page,
        }, testInfo) => {
          await openLogin(page, setup.beacon.url, language);
          await page.goto(`${setup.beacon.url}/callback?code=forged-code&state=forged-state`);
          await expectLoginAlert(
            page,
            language,
            language === 'en'
              ? 'does not belong to a sign-on started in this browser'
              : '不属于本浏览器发起的单点登录',
          );
          await page.screenshot({ path: testInfo.outputPath(`state-${language}-${algorithm}.png`) });
        });

        test(`refuses an expired code (${language})`, async ({ page }, testInfo) => {
          await openLogin(page, setup.beacon.url, language);
          // The exchange reaches Beacon only after the provider's code (5 s) has expired, as on a
          // slow link: the provider refuses it and the login page says so.
          await page.route('**/pulsar-manager/casdoor', async (route) => {
            await new Promise((resolve) => setTimeout(resolve, 6_000));
            await route.continue();
          });
          await page.getByRole('button', { name: BUTTON[language] }).click();
          await signInAtProvider(page, SSO_ACCOUNTS.superUser);
          await expectLoginAlert(
            page,
            language,
            language === 'en' ? 'it has expired or was already used' : '授权码已过期或已被使用',
          );
          await page.screenshot({ path: testInfo.outputPath(`expired-${language}-${algorithm}.png`) });
        });

        test(`says what the provider refused (${language})`, async ({ page }, testInfo) => {
          await openLogin(page, setup.beacon.url, language);
          await page.goto(`${setup.beacon.url}/callback?error=access_denied&error_description=cancelled`);
          await expectLoginAlert(page, language, 'access_denied');
          await page.screenshot({ path: testInfo.outputPath(`provider-error-${language}-${algorithm}.png`) });
        });
      }
    }
  });
}

test.describe('single sign-on with the provider down', () => {
  let setup: SsoSetup;
  test.beforeAll(async () => {
    // Beacon starts although its provider cannot be reached (a closed port).
    setup = await startSsoSetup('RS256', { issuer: 'http://127.0.0.1:9' });
  });
  test.afterAll(async () => setup?.stop());

  for (const language of ['en', 'zh'] as const) {
    test(`says the provider cannot be reached (${language})`, async ({ page }, testInfo) => {
      await openLogin(page, setup.beacon.url, language);
      await page.getByRole('button', { name: BUTTON[language] }).click();
      await expectLoginAlert(
        page,
        language,
        language === 'en' ? 'cannot be reached right now' : '暂时无法连接单点登录服务',
      );
      await page.screenshot({ path: testInfo.outputPath(`provider-down-${language}.png`) });
    });
  }
});
