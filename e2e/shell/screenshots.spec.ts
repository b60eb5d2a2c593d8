// The shell in both languages and both themes, at 1280 px and 800 px, for review and for
// docs/screenshots/ (committed; refreshed with UPDATE_SCREENSHOTS=1). Each screenshot shows a detail page, so the breadcrumbs, tabs and
// placeholder are all in view.
import { expect, test } from '@playwright/test';
import { logIn, openLoginPageIn } from '../fixtures/log-in.ts';
import { E2E_SUPERUSER } from '../fixtures/superuser.ts';
import { documentScreenshot } from '../fixtures/document-screenshot.ts';
import { ConsoleShell } from '../pages/console-shell.ts';
import { CHINESE_LABELS, ENGLISH_LABELS } from '../pages/login-page.ts';

const CASES = [
  {
    language: 'en',
    theme: 'light',
    heading: 'Overview',
    topic: 'Topic persistent://public/default/test',
    labels: ENGLISH_LABELS,
  },
  {
    language: 'en',
    theme: 'dark',
    heading: 'Overview',
    topic: 'Topic persistent://public/default/test',
    labels: ENGLISH_LABELS,
  },
  {
    language: 'zh',
    theme: 'light',
    heading: '概览',
    topic: '主题 persistent://public/default/test',
    labels: CHINESE_LABELS,
  },
  {
    language: 'zh',
    theme: 'dark',
    heading: '概览',
    topic: '主题 persistent://public/default/test',
    labels: CHINESE_LABELS,
  },
] as const;

for (const { language, theme, heading, topic, labels } of CASES) {
  test(`shell screenshots: ${language}, ${theme}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openLoginPageIn(page, language, theme, labels);
    await documentScreenshot(page, `login-${language}-${theme}-1280`);

    await logIn(page, E2E_SUPERUSER.name, E2E_SUPERUSER.password, heading, labels);
    const shell = new ConsoleShell(page);
    await page.goto('/tokens');
    await page.goto('/management/topics/persistent/public/default/test/topic');
    await expect(shell.heading(topic)).toBeVisible();
    await documentScreenshot(page, `shell-${language}-${theme}-1280`);

    await page.setViewportSize({ width: 800, height: 900 });
    await expect(shell.heading(topic)).toBeVisible();
    await documentScreenshot(page, `shell-${language}-${theme}-800`);
    await page.getByRole('button', { name: language === 'en' ? 'Open the menu' : '展开菜单' }).click();
    await documentScreenshot(page, `shell-menu-${language}-${theme}-800`);
  });
}
