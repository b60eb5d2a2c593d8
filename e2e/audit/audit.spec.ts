// The Audit screen (issue 15 item 7) against the real server: a user change appears with its before
// and after, the filters go to the URL, Export CSV downloads the filtered trail, and the screen keeps
// its text whole at 1024 px and on a phone, in English and Chinese. Screenshots go to
// BEACON_E2E_SHOTS (or test-results) for a person to look at.
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { measureCutText } from '../layout/cut-text.ts';
import { expectNoSeriousAxeViolations } from '../fixtures/axe.ts';
import { expectNoEnglishOnChineseScreen, recordAnsweredWords } from '../fixtures/english-on-chinese.ts';
import { logIn } from '../fixtures/log-in.ts';
import { E2E_SUPERUSER } from '../fixtures/superuser.ts';
import { superuserHeaders } from '../fixtures/users.ts';
import { CHINESE_LABELS, ENGLISH_LABELS } from '../pages/login-page.ts';

const shots = process.env.BEACON_E2E_SHOTS ?? path.join('e2e', 'test-results', 'screenshots');

const LANGUAGES = [
  {
    language: 'en',
    home: 'Overview',
    title: 'Audit',
    labels: ENGLISH_LABELS,
    search: 'Search',
    changed: 'Changed',
    theme: 'light',
  },
  {
    language: 'zh',
    home: '概览',
    title: '审计日志',
    labels: CHINESE_LABELS,
    search: /^搜\s?索$/,
    changed: '已修改',
    // The dark theme here, so the highlighted row and its tags are checked against both.
    theme: 'dark',
  },
] as const;

async function expectWholeText(page: Page, where: string, list: boolean): Promise<void> {
  const cut = await measureCutText(page);
  expect(cut.brokenWords, `${where}: words broken`).toEqual([]);
  expect(cut.clippedWithoutTitle, `${where}: clipped without a title`).toEqual([]);
  if (list) expect(cut.sidewaysTables, `${where}: tables scrolling sideways`).toEqual([]);
}

for (const { language, home, title, labels, search, changed, theme } of LANGUAGES)
  test(`audit: a user change with before and after, filtered and exported (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    // A user created and then edited: the edit's record carries the old and the new email.
    const name = `audited-${Date.now()}`;
    const headers = await superuserHeaders(request);
    const user = { name, email: `${name}@example.test`, description: 'e2e audit' };
    expect(
      (
        await request.put('/pulsar-manager/users/user', {
          headers,
          data: { ...user, password: 'audit-e2e-password-1' },
        })
      ).ok(),
    ).toBe(true);
    expect(
      (
        await request.post('/pulsar-manager/users/user', {
          headers,
          data: { ...user, email: `${name}@example.org` },
        })
      ).ok(),
    ).toBe(true);

    const answered = recordAnsweredWords(page);
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.goto('/login');
    await page.evaluate(
      ([lang, colours]) => {
        localStorage.setItem('language', lang);
        localStorage.setItem('theme', colours);
      },
      [language, theme] as const,
    );
    await logIn(page, E2E_SUPERUSER.name, E2E_SUPERUSER.password, home, labels);
    await page.goto('/audit');
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

    // Filter to the user's records through the form: the URL carries the filter.
    const filters = page.locator('form');
    await filters.locator('input').nth(1).fill('user.');
    await filters.locator('input').nth(2).fill(name);
    await page.getByRole('button', { name: search }).click();
    await expect(page).toHaveURL(new RegExp(`action=user\\.&target=${name}`));
    const update = page.locator('tr', { hasText: 'user.update' });
    await expect(update).toHaveCount(1);
    await expect(page.locator('tr', { hasText: 'user.create' })).toHaveCount(1);

    await update.getByRole('button').first().click();
    const email = page.locator('tr[data-row-key="email"]');
    await expect(email).toContainText(changed);
    await expect(email).toContainText(`${name}@example.org`);
    await expect(email).toContainText(`${name}@example.test`);
    await page.screenshot({ path: path.join(shots, `audit-${language}-1024.png`), fullPage: true });
    await expectWholeText(page, `audit ${language} 1024px`, true);
    // The expanded diff and the filters too: no serious axe finding, no English left in Chinese.
    await expectNoSeriousAxeViolations(page, `/audit (${language}, expanded)`);
    if (language === 'zh') await expectNoEnglishOnChineseScreen(page, answered, '/audit');

    // Export CSV: the filtered trail, as an attachment named by the day.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: language === 'en' ? 'Export CSV' : '导出 CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^beacon-audit-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await fs.readFile(await download.path(), 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('time,user,environment,action,resource,result,detail');
    expect(lines.slice(1).map((line) => line.split(',')[3])).toEqual(['user.update', 'user.create']);
    expect(csv).not.toContain('audit-e2e-password-1');

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await page.screenshot({ path: path.join(shots, `audit-${language}-390.png`), fullPage: true });
    await expectWholeText(page, `audit ${language} 390px`, false);
  });
