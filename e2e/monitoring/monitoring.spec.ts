// Issue 19 items 2-4 in a browser: the Prometheus page framing a local page that allows it, the
// Grafana page linking to one that refuses (English and Chinese), the API page, and /metrics moving
// after logins and a proxied call. A Beacon of its own, started with the monitoring variables.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { startFreshServer, type FreshServer } from '../fixtures/fresh-server.ts';
import { E2E_SUPERUSER } from '../fixtures/superuser.ts';
import { LoginPage } from '../pages/login-page.ts';

const METRICS_TOKEN = 'e2e-metrics-token-0123456789';
const SHOTS = process.env.BEACON_E2E_SCREENSHOTS;

async function pageServer(text: string, headers: Record<string, string>) {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
    response.end(`<!doctype html><title>${text}</title><h1>${text}</h1>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Not the e2e server's session: this spec logs in to its own Beacon.
test.use({ storageState: { cookies: [], origins: [] } });

let beacon: FreshServer;
let framable: Awaited<ReturnType<typeof pageServer>>;
let refusing: Awaited<ReturnType<typeof pageServer>>;

test.beforeAll(async () => {
  framable = await pageServer('Prometheus graph', {});
  refusing = await pageServer('Grafana login', { 'x-frame-options': 'deny' });
  beacon = await startFreshServer((output) => output.includes('Server listening'), {
    env: {
      BEACON_LOG_LEVEL: 'info',
      BEACON_SUPERUSER_NAME: E2E_SUPERUSER.name,
      BEACON_SUPERUSER_PASSWORD: E2E_SUPERUSER.password,
      BEACON_PROMETHEUS_URL: framable.url,
      BEACON_GRAFANA_URL: refusing.url,
      BEACON_METRICS_TOKEN: METRICS_TOKEN,
    },
  });
});
test.afterAll(async () => {
  await beacon?.stop();
  await framable?.close();
  await refusing?.close();
});

async function scrape(): Promise<string> {
  const answer = await fetch(`${beacon.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(answer.status).toBe(200);
  return answer.text();
}

function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

test('Prometheus framed, Grafana linked with the reason, the API page, in English and Chinese', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${beacon.url}/login`);
  await new LoginPage(page).logIn(E2E_SUPERUSER.name, E2E_SUPERUSER.password);
  await page.waitForURL((address) => !address.pathname.startsWith('/login'));

  await page.goto(`${beacon.url}/prometheus`);
  await expect(page.getByRole('heading', { level: 1, name: 'Prometheus' })).toBeVisible();
  await expect(
    page
      .frameLocator('iframe[title="Prometheus, embedded"]')
      .getByRole('heading', { name: 'Prometheus graph' }),
  ).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/prometheus-en.png`, fullPage: true });

  await page.goto(`${beacon.url}/grafana`);
  await expect(page.getByText('Grafana cannot be shown inside Beacon')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('href', refusing.url);
  await expect(page.locator('iframe')).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/grafana-en.png`, fullPage: true });

  await page.goto(`${beacon.url}/api-docs`);
  await expect(page.getByRole('heading', { level: 1, name: 'API' })).toBeVisible();
  await expect(page.getByText('/pulsar-manager/login', { exact: true })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/api-docs-en.png` });

  await page.evaluate(() => localStorage.setItem('language', 'zh'));
  await page.goto(`${beacon.url}/grafana`);
  await expect(page.getByText('无法在 Beacon 内显示 Grafana')).toBeVisible();
  await expect(page.getByRole('link', { name: '在新标签页中打开' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/grafana-zh.png`, fullPage: true });
  await page.goto(`${beacon.url}/api-docs`);
  await expect(page.getByRole('searchbox', { name: '按方法或路径筛选' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${beacon.url}/prometheus`);
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Prometheus graph' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/prometheus-zh-phone.png`, fullPage: true });
});

test('/metrics moves after logins and a proxied call', async () => {
  const before = await scrape();
  const login = (password: string) =>
    fetch(`${beacon.url}/pulsar-manager/login`, {
      method: 'POST',
      // As Beacon's web logs in (its refusal stays a 401; decision 0056).
      headers: { 'content-type': 'application/json', origin: beacon.url, 'x-beacon-session': 'cookie' },
      body: JSON.stringify({ username: E2E_SUPERUSER.name, password }),
    });
  const good = await login(E2E_SUPERUSER.password);
  expect(good.status).toBe(200);
  expect((await login('not-the-password-0')).status).toBe(401);
  const proxied = await fetch(`${beacon.url}/admin/v2/tenants`, {
    headers: { token: good.headers.get('token') ?? '' },
  });
  expect(proxied.status).toBeGreaterThanOrEqual(400);
  const after = await scrape();
  const delta = (series: string) => sample(after, series) - sample(before, series);
  expect(delta('beacon_logins_total{result="success"}')).toBe(1);
  expect(delta('beacon_logins_total{result="failure"}')).toBe(1);
  expect(delta(`beacon_proxy_requests_total{environment="none",status="${proxied.status}"}`)).toBe(1);
  expect((await fetch(`${beacon.url}/metrics`)).status).toBe(401);
});
