// The built index.html paints the login form before any script has run (decision 0029). These
// tests run the build step's own functions: the real login page rendered by react-dom/server, put
// into the real index.html, then loaded in a fresh jsdom page that runs its inline scripts.
import fs from 'node:fs';
import path from 'node:path';
import { act } from '@testing-library/react';
import { JSDOM } from 'jsdom';
import { HttpResponse, delay, http } from 'msw';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { firstPaintHtml } from '../../../../build/first-paint-html.ts';
import { AppRoot } from '../../../app/app-root.tsx';
import { createQueryClient } from '../../../app/query-client.ts';
import { createRoutes } from '../../../routes.tsx';
import { USERNAME_COOKIE } from '../../../shared/auth/index.ts';
import { switchLanguage } from '../../../shared/i18n/i18n.ts';
import { url, type SeenRequests } from '../../../test/console-paths.ts';
import { network } from '../../../test/network.ts';
import { OPERATOR as operator } from '../../../test/real-beacon.ts';
import { EARLY_SUBMIT_FLAG, takeEarlySubmit } from './early-submit.ts';
import { FIRST_PAINT_SETTINGS, renderLoginPage } from './prerender-login.tsx';

const indexSource = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../index.html'), 'utf8');

async function builtIndexHtml(stylesheets: Record<string, string> = {}, html = indexSource): Promise<string> {
  const loginMarkup = {
    en: await renderLoginPage('en'),
    zh: await renderLoginPage('zh'),
  };
  return firstPaintHtml({ html, loginMarkup, stylesheets, settings: FIRST_PAINT_SETTINGS });
}

/** A fresh page at `url`, its storage set before its inline scripts run. */
function openPage(html: string, url: string, stored: Record<string, string> = {}): Document {
  const { window } = new JSDOM(html, {
    url: `http://localhost${url}`,
    runScripts: 'dangerously',
    // A browser's requestAnimationFrame, which starts the app after the first frame.
    pretendToBeVisual: true,
    beforeParse(page) {
      for (const [key, value] of Object.entries(stored)) page.localStorage.setItem(key, value);
    },
  });
  return window.document;
}

describe('the built index.html', () => {
  it('shows the login form on /login before any script file has loaded', async () => {
    const page = openPage(await builtIndexHtml(), '/login');
    const root = page.getElementById('root')!;
    expect(root.querySelector('h1')?.textContent).toBe('Log in to Beacon');
    expect(root.querySelector('input[name="username"]')).not.toBeNull();
    expect(root.querySelector('input[type="password"]')).not.toBeNull();
    expect(root.querySelector('button[type="submit"]')?.textContent).toBe('Log in');
    expect(page.documentElement.lang).toBe('en');
    expect(page.documentElement.dataset.theme).toBe('light');
  });

  it('shows it in the language and theme this browser chose, from the first paint', async () => {
    const page = openPage(await builtIndexHtml(), '/login', { language: 'zh', theme: 'dark' });
    expect(page.getElementById('root')!.querySelector('h1')?.textContent).toBe('登录 Beacon');
    expect(page.documentElement.lang).toBe('zh-CN');
    expect(page.documentElement.dataset.theme).toBe('dark');
    expect(page.documentElement.style.colorScheme).toBe('dark');
  });

  it('falls back to English and light on a stored value the app would not accept', async () => {
    const page = openPage(await builtIndexHtml(), '/login', { language: 'fr', theme: 'sepia' });
    expect(page.getElementById('root')!.querySelector('h1')?.textContent).toBe('Log in to Beacon');
    expect(page.documentElement.dataset.theme).toBe('light');
  });

  it('leaves #root empty on every other route, so a deep link never flashes the login form', async () => {
    const html = await builtIndexHtml();
    for (const url of ['/', '/management/tenants', '/environments', '/login/extra']) {
      expect(openPage(html, url).getElementById('root')!.childElementCount).toBe(0);
    }
  });

  // The route sends a browser with a session home, and back to a login form React renders when the
  // session is gone (a password reset ends it): what was typed into a painted form meanwhile was lost.
  it('paints no form on /login for a browser that holds a session: the route sends it on', async () => {
    const html = await builtIndexHtml();
    const { window } = new JSDOM(html, {
      url: 'http://localhost/login',
      runScripts: 'dangerously',
      pretendToBeVisual: true,
      beforeParse(page) {
        page.document.cookie = `${USERNAME_COOKIE}=operator; path=/`;
      },
    });
    expect(window.document.getElementById('root')!.childElementCount).toBe(0);
    // A cookie that merely ends in the name does not count.
    const other = new JSDOM(html, {
      url: 'http://localhost/login',
      runScripts: 'dangerously',
      pretendToBeVisual: true,
      beforeParse(page) {
        page.document.cookie = `not-${USERNAME_COOKIE}=x; path=/`;
      },
    });
    expect(other.window.document.querySelector('#root form')).not.toBeNull();
  });

  it('holds a submit back until React takes the form over, and remembers it', async () => {
    const page = openPage(await builtIndexHtml(), '/login');
    const form = page.querySelector('form')!;
    const submit = new page.defaultView!.Event('submit', { cancelable: true });
    form.dispatchEvent(submit);
    // A plain HTML submit would put the password into the URL.
    expect(submit.defaultPrevented).toBe(true);
    expect(takeEarlySubmit(form)).toBe(true);
    expect(takeEarlySubmit(form)).toBe(false);
  });

  it('switches the language before the app has started, as the app would, and stands down after', async () => {
    const page = openPage(await builtIndexHtml(), '/login');
    const root = page.getElementById('root')!;
    const chinese = () => root.querySelector<HTMLButtonElement>('button[lang="zh-CN"]')!;
    chinese().click();
    expect(root.querySelector('h1')?.textContent).toBe('登录 Beacon');
    expect(page.documentElement.lang).toBe('zh-CN');
    expect(page.defaultView!.localStorage.getItem('language')).toBe('zh');
    // The shown form holds submits back as the first one did.
    const form = root.querySelector('form')!;
    form.dispatchEvent(new page.defaultView!.Event('submit', { cancelable: true }));
    expect(takeEarlySubmit(form)).toBe(true);

    // Once React owns #root (main.tsx marks it), its own switch does the work.
    root.dataset.app = 'react';
    root.querySelector<HTMLButtonElement>('button[lang="en"]')!.click();
    expect(root.querySelector('h1')?.textContent).toBe('登录 Beacon');
  });

  it('starts the app only after the first frame has painted, its preloads in parallel', async () => {
    const vite = indexSource.replace(
      '</head>',
      '<link rel="modulepreload" crossorigin href="/assets/react-1.js"></head>',
    );
    const page = openPage(await builtIndexHtml({}, vite), '/login');
    const appScripts = () =>
      [...page.querySelectorAll('script[type="module"], link[rel="modulepreload"]')].map(
        (element) => element.getAttribute('src') ?? element.getAttribute('href'),
      );
    // Parsed and painted with the form, but nothing of the app is fetched or compiled yet.
    expect(page.getElementById('root')!.querySelector('h1')?.textContent).toBe('Log in to Beacon');
    expect(appScripts()).toEqual([]);
    await vi.waitFor(() => expect(appScripts()).toEqual(['/assets/react-1.js', '/src/main.tsx']));
  });

  it('inlines the built stylesheets in place of their links', async () => {
    const html = indexSource.replace(
      '</head>',
      '<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>',
    );
    const built = await builtIndexHtml({ '/assets/index-abc.css': '.x{color:red}' }, html);
    expect(built).toContain('<style>.x{color:red}</style>');
    expect(built).not.toContain('index-abc.css');
  });
});

/** Puts `page`'s prerendered #root into this test's document and hydrates the app on it at /login. */
async function hydratePrerendered(
  page: Document,
  language: 'en' | 'zh',
  prepare?: (form: HTMLFormElement) => void,
) {
  const container = document.createElement('div');
  container.innerHTML = page.getElementById('root')!.innerHTML;
  document.body.append(container);
  const prerenderedForm = container.querySelector('form')!;
  prepare?.(prerenderedForm);

  await switchLanguage(language);
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: ['/login'] });
  await vi.waitUntil(() => router.state.initialized);
  const mismatches: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, <AppRoot queryClient={queryClient} router={router} />, {
      onRecoverableError: (error) => mismatches.push(error),
    });
    await Promise.resolve();
  });
  // The suite's files share one module cache and DOM (isolate: false): an app left mounted would
  // keep polling from later files' tests.
  const cleanUp = () => {
    act(() => root?.unmount());
    router.dispose();
    queryClient.clear();
    container.remove();
  };
  return { container, prerenderedForm, mismatches, cleanUp };
}

describe('React taking over the prerendered form', () => {
  it.each(['en', 'zh'] as const)('hydrates it in %s without a mismatch', async (language) => {
    const page = openPage(await builtIndexHtml(), '/login', { language });
    const { container, prerenderedForm, mismatches, cleanUp } = await hydratePrerendered(page, language);

    expect(mismatches).toEqual([]);
    expect(container.querySelector('form')).toBe(prerenderedForm);
    cleanUp();
  });

  it('sends the login the user submitted before the scripts had arrived', async () => {
    const seen: SeenRequests = [];
    // The login is held unanswered: the test is about what was sent, and a signed-in app would go on
    // to the landing page and its calls after the test.
    network.use(
      http.post(url('/login'), async ({ request }) => {
        seen.push(request.clone());
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const page = openPage(await builtIndexHtml(), '/login');
    const { cleanUp } = await hydratePrerendered(page, 'en', (form) => {
      form.querySelector<HTMLInputElement>('input[name="username"]')!.value = operator.username;
      form.querySelector<HTMLInputElement>('input[name="password"]')!.value = operator.password;
      (form as HTMLFormElement & Record<string, unknown>)[EARLY_SUBMIT_FLAG] = true;
    });

    await vi.waitUntil(() => seen.length > 0);
    expect(await seen[0]!.json()).toEqual({ username: operator.username, password: operator.password });
    cleanUp();
  });
});
