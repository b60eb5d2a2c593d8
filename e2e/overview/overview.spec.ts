// Issue 19 item 1, the overview, in Chromium against the real server (its real collector) and a
// Pulsar (the simulator, and a real 4.0.7 broker in the real-pulsar project): the counts and the
// largest namespace backlogs it shows equal what the broker's own admin REST API lists and its
// brokers report, in English and Chinese, for a super user (the landing page) and for a tenant admin
// (its tenants only); every Pulsar call the page made is a real operation, answered 2xx.
// Screenshots at 1024 px and on a phone go to BEACON_E2E_SHOTS (or test-results) for a person to
// look at; text must stay whole at both widths.
import path from 'node:path';
import { type APIRequestContext, type BrowserContext, expect, test, type Page } from '@playwright/test';
import { measureCutText } from '../layout/cut-text.ts';
import { expectNoSeriousAxeViolations, seriousAxeViolations } from '../fixtures/axe.ts';
import { expectNoEnglishOnChineseScreen, recordAnsweredWords } from '../fixtures/english-on-chinese.ts';
import { chooseEnvironment, createEnvironment } from '../fixtures/environment.ts';
import { pulsarForThisFile, type PulsarUnderTest } from '../fixtures/pulsar-under-test.ts';
import { readAtPulsar } from '../fixtures/pulsar-rest.ts';
import { recordPulsarCalls, unexpectedAnswers, undocumentedCalls } from '../fixtures/pulsar-calls.ts';
import { E2E_SUPERUSER } from '../fixtures/superuser.ts';
import { createTenantAdmin, superuserHeaders } from '../fixtures/users.ts';
import { CHINESE_LABELS, ENGLISH_LABELS, LoginPage, type LoginPageLabels } from '../pages/login-page.ts';
import { expectAddress } from '../fixtures/address.ts';

const pulsar = pulsarForThisFile();
const shots = process.env.BEACON_E2E_SHOTS ?? path.join('e2e', 'test-results', 'screenshots');

const LANGUAGES = [
  {
    language: 'en',
    labels: ENGLISH_LABELS,
    title: 'Overview',
    glance: 'At a glance',
    healthy: 'Every broker answered the last collector pass and every bookie is writable.',
    subscriptions: 'Largest subscription backlogs',
    namespaceBacklogs: 'Largest namespace backlogs',
    cards: {
      clusters: 'Clusters',
      brokers: 'Brokers',
      bookies: 'Bookies',
      tenants: 'Tenants',
      namespaces: 'Namespaces',
      topics: 'Topics',
      producers: 'Producers',
      subscriptions: 'Subscriptions',
      consumers: 'Consumers',
    },
  },
  {
    language: 'zh',
    labels: CHINESE_LABELS,
    title: '概览',
    glance: '概况',
    healthy: '所有 Broker 都响应了上一次采集，所有 Bookie 均可写。',
    subscriptions: '积压最多的订阅',
    namespaceBacklogs: '积压最多的命名空间',
    cards: {
      clusters: '集群',
      brokers: 'Broker',
      bookies: 'Bookie',
      tenants: '租户',
      namespaces: '命名空间',
      topics: '主题',
      producers: '生产者',
      subscriptions: '订阅',
      consumers: '消费者',
    },
  },
] as const;

type Counts = Record<keyof (typeof LANGUAGES)[number]['cards'], number>;

async function rest<T>(base: string, path: string): Promise<T> {
  const answer = await readAtPulsar<T>(base, path);
  expect(answer.status, path).toBe(200);
  return answer.body as T;
}

/** One topic (or partition) of a broker's own stats (`broker-stats/topics`), with its namespace. */
interface TopicAtBroker {
  namespace: string;
  name: string;
  figures: {
    producerCount: number;
    subscriptions: Record<string, { consumers: unknown[]; msgBacklog: number }>;
  };
}

/** Every topic the brokers report, of the given tenants. */
async function topicsAtBrokers(sim: PulsarUnderTest, tenants: readonly string[]): Promise<TopicAtBroker[]> {
  const topics: TopicAtBroker[] = [];
  for (const broker of sim.brokers) {
    const stats = await rest<
      Record<string, Record<string, Record<string, Record<string, TopicAtBroker['figures']>>>>
    >(broker.listenUrl, '/admin/v2/broker-stats/topics');
    for (const [namespace, bundles] of Object.entries(stats)) {
      if (!tenants.includes(namespace.split('/')[0] ?? '')) continue;
      for (const domains of Object.values(bundles))
        for (const entries of Object.values(domains))
          for (const [name, figures] of Object.entries(entries)) topics.push({ namespace, name, figures });
    }
  }
  return topics;
}

/** What Pulsar itself lists and its brokers report, tenant by tenant (all when `only` is absent). */
async function countsAtPulsar(sim: PulsarUnderTest, only?: readonly string[]): Promise<Counts> {
  const tenants = (await rest<string[]>(sim.url, '/admin/v2/tenants')).filter(
    (tenant) => !only || only.includes(tenant),
  );
  let namespaces = 0;
  for (const tenant of tenants)
    namespaces += (await rest<string[]>(sim.url, `/admin/v2/namespaces/${tenant}`)).length;
  const clusters = await rest<string[]>(sim.url, '/admin/v2/clusters');
  let brokers = 0;
  for (const cluster of clusters)
    brokers += (await rest<string[]>(sim.url, `/admin/v2/brokers/${cluster}`)).length;
  const writable = await rest<object>(sim.bookieUrl, '/api/v1/bookie/list_bookies?type=rw');
  const readOnly = await rest<object>(sim.bookieUrl, '/api/v1/bookie/list_bookies?type=ro');
  const topics = new Set<string>();
  const subscriptions = new Set<string>();
  let producers = 0;
  let consumers = 0;
  for (const { name, figures } of await topicsAtBrokers(sim, tenants)) {
    const parent = name.replace(/-partition-\d+$/, '');
    topics.add(parent);
    producers += figures.producerCount;
    for (const [subscription, { consumers: connected }] of Object.entries(figures.subscriptions)) {
      subscriptions.add(`${parent} ${subscription}`);
      consumers += connected.length;
    }
  }
  return {
    clusters: clusters.length,
    brokers,
    bookies: Object.keys(writable).length + Object.keys(readOnly).length,
    tenants: tenants.length,
    namespaces,
    topics: topics.size,
    producers,
    subscriptions: subscriptions.size,
    consumers,
  };
}

/**
 * The ten largest namespace backlogs (messages) by the brokers' own stats, as `namespace backlog`
 * lines: each namespace's subscriptions' msgBacklog added up, largest first (the name on a tie).
 */
async function namespaceBacklogsAtPulsar(sim: PulsarUnderTest): Promise<string[]> {
  const tenants = await rest<string[]>(sim.url, '/admin/v2/tenants');
  const backlogs = new Map<string, number>();
  for (const { namespace, figures } of await topicsAtBrokers(sim, tenants))
    for (const { msgBacklog } of Object.values(figures.subscriptions))
      backlogs.set(namespace, (backlogs.get(namespace) ?? 0) + msgBacklog);
  return largestTen([...backlogs].filter(([, backlog]) => backlog > 0));
}

function largestTen(backlogs: [string, number][]): string[] {
  return backlogs
    .sort(([nameA, a], [nameB, b]) => b - a || nameA.localeCompare(nameB))
    .slice(0, 10)
    .map(([name, backlog]) => `${name} ${String(backlog)}`);
}

/** The namespace backlog table's rows, each backlog exact from its cell's title ("1,234 messages"). */
async function shownNamespaceBacklogs(page: Page, title: string): Promise<string[]> {
  const rows = page.getByRole('region', { name: title }).getByRole('row');
  const shown: [string, number][] = [];
  for (const row of (await rows.all()).slice(1)) {
    const cells = row.getByRole('cell');
    const backlog = await cells.last().locator('span[title]').getAttribute('title');
    shown.push([(await cells.first().textContent()) ?? '', Number(backlog?.replace(/\D/g, ''))]);
  }
  return largestTen(shown);
}

/**
 * A backlog no other journey touches: other files on the shared broker consume, skip and clear the
 * demo's backlogs at any moment, and a comparison of two empty tables would prove nothing. A
 * subscription of this file's own on `public/default`, three messages behind (created once per
 * broker; later calls only add messages).
 */
async function keepABacklog(sim: PulsarUnderTest): Promise<void> {
  const topic = 'public/default/overview-backlog';
  const send = (method: string, path: string, body?: unknown) =>
    fetch(`${sim.url}${path}`, {
      method,
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
  for (const path of [
    `/admin/v2/persistent/${topic}`,
    `/admin/v2/persistent/${topic}/subscription/overview-watch`,
  ]) {
    const answer = await send('PUT', path);
    expect([204, 409], `${path}: ${await answer.text()}`).toContain(answer.status);
  }
  const produced = await send('POST', `/topics/persistent/${topic}`, {
    messages: [{ payload: 'one' }, { payload: 'two' }, { payload: 'three' }],
  });
  expect(produced.status, await produced.text()).toBe(200);
}

/**
 * The namespace backlogs against the brokers' own stats: the table shown must be the ten largest
 * Pulsar reported at some moment while the page was compared (see whileSampling), and not empty.
 */
async function expectNamespaceBacklogsToMatchPulsar(page: Page, title: string, sim: PulsarUnderTest) {
  await keepABacklog(sim);
  await whileSampling(
    () => namespaceBacklogsAtPulsar(sim),
    async (seen) => {
      const mismatches = async () => {
        const shown = await shownNamespaceBacklogs(page, title);
        const matches = shown.length > 0 && seen.some((atPulsar) => sameLines(atPulsar, shown));
        if (matches) return [];
        await page.reload();
        return [`shown: ${shown.join(', ') || 'none'}`, `Pulsar, lately: ${(seen.at(-1) ?? []).join(', ')}`];
      };
      await expect.poll(mismatches, { timeout: 100_000, intervals: [1_000, 10_000] }).toEqual([]);
    },
  );
}

function sameLines(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((line, index) => line === b[index]);
}

/** Pulsar is sampled this often while a comparison runs: its broker stats change every 5 s. */
const SAMPLE_EVERY_MS = 2_000;

/**
 * Runs `compare` with Pulsar's answers sampled every 2 s meanwhile. The real broker is shared with
 * the other shard's journeys, which open and close consumers and drain backlogs at any moment (a
 * function instance restarting, say), and the overview shows the collector's last pass, taken up to
 * a pass interval earlier: the right figure is the one Pulsar gave at some moment of the comparison,
 * not at the moment the test happens to read it. A figure Pulsar never gave (counted twice, a tenant
 * too many) still fails.
 */
async function whileSampling<Sample>(
  sample: () => Promise<Sample>,
  compare: (seen: readonly Sample[]) => Promise<void>,
): Promise<void> {
  const seen: Sample[] = [await sample()];
  let comparing = true;
  let failure: Error | undefined;
  const sampling = (async () => {
    while (comparing) {
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
      if (comparing) seen.push(await sample());
    }
  })().catch((error: unknown) => {
    failure = error instanceof Error ? error : new Error(String(error));
  });
  try {
    await compare(seen);
  } finally {
    comparing = false;
    await sampling;
  }
  // A sample that failed (a refused read) fails the comparison too, after it.
  if (failure !== undefined) throw failure;
}

/** An environment on this file's Pulsar, chosen in the browser, once the collector has figures for it. */
async function environmentWithFigures({
  page,
  request,
  context,
  baseURL,
}: {
  page: Page;
  request: APIRequestContext;
  context: BrowserContext;
  baseURL: string | undefined;
}): Promise<{ sim: PulsarUnderTest; environment: string }> {
  const sim = pulsar();
  const environment = await createEnvironment(request, sim);
  await chooseEnvironment(context, baseURL ?? '', environment);
  await waitForFirstPass(page, environment);
  return { sim, environment };
}

/** The collector passes every 30 s: a new environment has figures after its first. */
async function waitForFirstPass(page: Page, environment: string) {
  const headers = await superuserHeaders(page.request);
  await expect
    .poll(
      async () => {
        const answer = await page.request.get('/pulsar-manager/overview', {
          headers: { ...headers, environment },
        });
        return ((await answer.json()) as { collectedAt: number | null }).collectedAt;
      },
      // A cheap read of the server's own answer: asked often, the pass is met within seconds.
      { timeout: 100_000, intervals: [2_000] },
    )
    .not.toBeNull();
}

async function logInAs(
  page: Page,
  name: string,
  password: string,
  labels: LoginPageLabels,
  language: string,
) {
  await page.goto('/login');
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  const login = new LoginPage(page, labels);
  await login.goto();
  await login.logIn(name, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/**
 * The cards against Pulsar's own figures: each card must show a figure Pulsar gave at some moment
 * while the page was compared (see whileSampling), reloading for the collector's next pass.
 */
async function expectCardsToMatchPulsar(
  page: Page,
  glance: string,
  cards: Partial<Record<keyof Counts, string>>,
  atPulsar: () => Promise<Counts>,
): Promise<void> {
  await whileSampling(atPulsar, async (seen) => {
    expect(seen[0]?.topics).toBeGreaterThan(0);
    const mismatches = async () => {
      const wrong: string[] = [];
      for (const [key, label] of Object.entries(cards)) {
        const shown = await shownCount(page, glance, label);
        const given = new Set(seen.map((counts) => counts[key as keyof Counts]));
        if (!given.has(shown)) wrong.push(`${label}: shown ${shown}, Pulsar ${[...given].join(' or ')}`);
      }
      if (wrong.length > 0) await page.reload();
      return wrong;
    };
    await expect.poll(mismatches, { timeout: 100_000, intervals: [1_000, 10_000] }).toEqual([]);
  });
}

/**
 * The health section says all is well. On the real broker, shared with the run's other files and
 * slowed by them, one collector pass may see a broker or bookie list time out: that is reported
 * honestly (as it should be), and the next pass, 30 s later, reads them again. So reload until a
 * pass found everything well; a failure names what the page showed instead.
 */
async function expectHealthyAfterAPass(page: Page, healthy: string): Promise<void> {
  const health = page.locator('section[aria-labelledby="overview-health"]');
  const shown = async () => {
    await expect(health).toBeVisible();
    if (await page.getByText(healthy).isVisible()) return healthy;
    const text = (await health.textContent()) ?? '';
    await page.reload();
    return text;
  };
  await expect.poll(shown, { timeout: 100_000, intervals: [2_000, 10_000] }).toBe(healthy);
}

/** Each card's figure as a number (the page groups digits: 1,234). */
async function shownCount(page: Page, glance: string, label: string): Promise<number> {
  const card = page
    .getByRole('region', { name: glance })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd');
  return Number((await card.textContent())?.replace(/\D/g, ''));
}

async function expectWholeText(page: Page, where: string): Promise<void> {
  const cut = await measureCutText(page);
  expect.soft(cut.brokenWords, `${where}: words broken`).toEqual([]);
  expect.soft(cut.clippedWithoutTitle, `${where}: clipped without a title`).toEqual([]);
  expect.soft(cut.sidewaysTables, `${where}: tables scrolling sideways`).toEqual([]);
}

for (const t of LANGUAGES)
  test(`overview: a super user lands on it and its counts and backlogs are the broker's (${t.language})`, async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const { sim } = await environmentWithFigures({ page, request, context, baseURL });
    const calls = recordPulsarCalls(page);
    const answered = recordAnsweredWords(page);
    await page.setViewportSize({ width: 1024, height: 900 });
    await logInAs(page, E2E_SUPERUSER.name, E2E_SUPERUSER.password, t.labels, t.language);

    // The landing page of a super user.
    await expectAddress(page, '/overview');
    await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();
    await expectHealthyAfterAPass(page, t.healthy);
    await expectCardsToMatchPulsar(page, t.glance, t.cards, () => countsAtPulsar(sim));
    await expectNamespaceBacklogsToMatchPulsar(page, t.namespaceBacklogs, sim);
    // The largest backlogs link to their subscriptions' pages.
    const backlogs = page.getByRole('region', { name: t.subscriptions });
    await expect(backlogs.getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/management\/subscriptions\//,
    );

    await page.screenshot({
      path: path.join(shots, `overview-${t.language}-super-1024.png`),
      fullPage: true,
    });
    await expectWholeText(page, `overview ${t.language} 1024px`);
    await expectNoSeriousAxeViolations(page, `/overview (${t.language})`);
    if (t.language === 'zh') await expectNoEnglishOnChineseScreen(page, answered, 'overview');

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();
    await page.screenshot({ path: path.join(shots, `overview-${t.language}-super-390.png`), fullPage: true });
    await expectWholeText(page, `overview ${t.language} 390px`);

    expect(undocumentedCalls(calls)).toEqual([]);
    expect(unexpectedAnswers(calls)).toEqual([]);
  });

test('overview: in the dark theme every card keeps a readable label (issue 28 A7)', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await environmentWithFigures({ page, request, context, baseURL });
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await logInAs(page, E2E_SUPERUSER.name, E2E_SUPERUSER.password, ENGLISH_LABELS, 'en');
  await expectAddress(page, '/overview');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const glance = page.getByRole('region', { name: LANGUAGES[0].glance });
  await expect(glance.locator('dt').first()).toBeVisible();
  // The labels took antd's light-theme fallback colour, black on the dark page (axe: color-contrast).
  const contrast = (await seriousAxeViolations(page, '/overview (dark)')).filter(
    (finding) => finding.rule === 'color-contrast',
  );
  expect(contrast.flatMap((finding) => finding.targets).filter((target) => target.includes('dt'))).toEqual(
    [],
  );
  await page.screenshot({ path: path.join(shots, 'overview-en-dark-1024.png'), fullPage: true });
});

test('overview: a tenant admin sees the same figures for its tenants only', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { sim } = await environmentWithFigures({ page, request, context, baseURL });
  const admin = await createTenantAdmin(request, ['acme']);
  const calls = recordPulsarCalls(page);
  await page.setViewportSize({ width: 1024, height: 900 });
  await logInAs(page, admin.name, admin.password, ENGLISH_LABELS, 'en');
  const t = LANGUAGES[0];

  // An admin lands on its tenant page (at 1024 px the menu is folded away; the web tests check the item).
  await expectAddress(page, '/management/admin/tenants/tenantInfo');
  await page.goto('/overview');
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await expect(page.getByText(/How your tenants in environment .* are doing now \(acme\)/)).toBeVisible();
  const tenantCards = Object.fromEntries(
    (['tenants', 'namespaces', 'topics', 'producers', 'subscriptions', 'consumers'] as const).map((key) => [
      key,
      t.cards[key],
    ]),
  );
  await expectCardsToMatchPulsar(page, t.glance, tenantCards, () => countsAtPulsar(sim, ['acme']));
  await expect(
    page.getByRole('region', { name: t.glance }).locator('dt', { hasText: /^Clusters$/ }),
  ).toHaveCount(0);
  await page.screenshot({ path: path.join(shots, 'overview-en-admin-1024.png'), fullPage: true });
  await expectWholeText(page, 'overview admin 1024px');

  expect(undocumentedCalls(calls)).toEqual([]);
  expect(unexpectedAnswers(calls)).toEqual([]);
});
