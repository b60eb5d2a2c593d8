// Vite plugin: at build time, renders the real login page with react-dom/server (a server-side
// build of features/auth/login/prerender-login.tsx, with the same CSS module class names as the
// browser build) and writes it into index.html, so the form paints before any script has run
// (decision 0029). Development (`vite`) serves the plain index.html.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { JSDOM } from 'jsdom';
import { build, type Plugin } from 'vite';
import { firstPaintHtml, type FirstPaintSettings } from './first-paint-html.ts';

const WEB_ROOT = path.resolve(import.meta.dirname, '..');
const ENTRY = 'src/features/auth/login/prerender-login.tsx';
/** Under node_modules so the server-side build's imports (React, React Router…) resolve from there. */
const OUT_ROOT = path.join(WEB_ROOT, 'node_modules/.beacon-prerender');

interface PrerenderModule {
  FIRST_PAINT_SETTINGS: FirstPaintSettings;
  renderLoginPage: (language: string) => Promise<string>;
}

export function prerenderLoginPage(): Plugin {
  return {
    name: 'beacon:prerender-login',
    // Only the browser build; the nested server-side build below must not recurse.
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const stylesheets: Record<string, string> = {};
        for (const output of Object.values(context.bundle ?? {})) {
          if (output.type === 'asset' && output.fileName.endsWith('.css')) {
            stylesheets[`/${output.fileName}`] = String(output.source);
          }
        }
        const prerender = await buildPrerenderModule();
        const loginMarkup: Record<string, string> = {};
        await withEmptyDocument(async () => {
          for (const { code } of prerender.FIRST_PAINT_SETTINGS.languages) {
            loginMarkup[code] = await prerender.renderLoginPage(code);
          }
        });
        return firstPaintHtml({ html, loginMarkup, stylesheets, settings: prerender.FIRST_PAINT_SETTINGS });
      },
    },
  };
}

async function buildPrerenderModule(): Promise<PrerenderModule> {
  // A directory per build: two builds at once (a bench next to an e2e run) must not share one.
  fs.mkdirSync(OUT_ROOT, { recursive: true });
  const outDir = fs.mkdtempSync(path.join(OUT_ROOT, 'build-'));
  try {
    return await buildInto(outDir);
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

async function buildInto(outDir: string): Promise<PrerenderModule> {
  await build({
    configFile: false,
    root: WEB_ROOT,
    logLevel: 'warn',
    plugins: [react()],
    build: { ssr: ENTRY, outDir, emptyOutDir: true, minify: false },
  });
  const file = path.join(outDir, `${path.basename(ENTRY, '.tsx')}.js`);
  if (!fs.existsSync(file)) throw new Error(`the prerender build wrote no ${file}`);
  return (await import(`${pathToFileURL(file).href}?${Date.now()}`)) as PrerenderModule;
}

/**
 * The app's modules read <html> and cookies through `document` (the language switch writes
 * <html lang>, the login route asks whether a session cookie exists). The prerender gives them an
 * empty document with no cookies: the page of a visitor who is not signed in.
 */
async function withEmptyDocument(render: () => Promise<void>): Promise<void> {
  const scope = globalThis as { document?: Document };
  const previous = scope.document;
  scope.document = new JSDOM('<!doctype html>', { url: 'http://localhost/login' }).window.document;
  try {
    await render();
  } finally {
    if (previous) scope.document = previous;
    else delete scope.document;
  }
}
