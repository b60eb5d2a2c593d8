// Turns Vite's index.html into one that paints the login form before any script has run
// (decision 0029): the login page prerendered in each language as <template>s, the stylesheets
// inlined, and tiny inline scripts (allowed by hash in the server's CSP) that apply the stored
// language and theme, on /login only put the right template into #root, and start the app's
// scripts once that first frame has painted.

import { EARLY_SUBMIT_FLAG } from '../src/features/auth/login/early-submit.ts';

export interface FirstPaintSettings {
  languages: readonly { code: string; htmlLang: string }[];
  defaultLanguage: string;
  languageKey: string;
  themes: readonly string[];
  defaultTheme: string;
  themeKey: string;
  loginPath: string;
  /** The cookie a signed-in browser holds: the login route sends it home, so no form is painted. */
  sessionCookie: string;
}

export interface FirstPaintInput {
  html: string;
  /** #root's markup on /login per language code, as React renders it. */
  loginMarkup: Readonly<Record<string, string>>;
  /** The built CSS files by URL path (`/assets/index-….css`), to inline in place of their links. */
  stylesheets: Readonly<Record<string, string>>;
  settings: FirstPaintSettings;
}

export const TEMPLATE_ID_PREFIX = 'prerendered-login-';
const ROOT = '<div id="root"></div>';
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;
const ENTRY_SCRIPT = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>\s*/g;

/**
 * Runs in <head>, before anything paints: <html lang>, data-theme and color-scheme as
 * restoreLanguage() and restoreTheme() will set them, so neither language nor theme flashes.
 */
export function headScript(settings: FirstPaintSettings): string {
  const htmlLangs = Object.fromEntries(
    settings.languages.map((language) => [language.code, language.htmlLang]),
  );
  return (
    '(function(){var d=document.documentElement,l=null,t=null;' +
    `try{l=localStorage.getItem(${JSON.stringify(settings.languageKey)});t=localStorage.getItem(${JSON.stringify(settings.themeKey)})}catch(e){}` +
    `var h=${JSON.stringify(htmlLangs)};d.lang=h[l]||h[${JSON.stringify(settings.defaultLanguage)}];` +
    `if(${JSON.stringify(settings.themes)}.indexOf(t)<0)t=${JSON.stringify(settings.defaultTheme)};` +
    'd.dataset.theme=t;d.style.colorScheme=t})()'
  );
}

/**
 * Runs right after the templates: on the login route only, and only for a browser without a
 * session, #root gets the form in <html lang>'s language (its `autofocus` field takes the focus).
 * A browser with a session is sent on by the route (and, its session gone, back to a login form
 * React renders): a form painted meanwhile would take what the user typed with it. Until React takes the page over (main.tsx marks
 * #root `data-app="react"` as it starts):
 * - a submit is held back (a plain HTML submit would put the password into the URL) and marked on
 *   the form, which the login form then submits itself (features/auth/login/early-submit.ts);
 * - a click on the language switch stores the choice and shows the other language's form, as
 *   React's switch would (React then starts in that language).
 * React's own handlers prevent the default submit as well.
 */
export function bodyScript(settings: FirstPaintSettings): string {
  const codes = Object.fromEntries(settings.languages.map((language) => [language.htmlLang, language.code]));
  return (
    // The base path the console is served under comes from the page (the server writes it into a
    // <meta>, decision 0091), so this script, and its CSP hash, stay the same whatever it is.
    '(function(){var m=document.querySelector(\'meta[name="beacon-base-path"]\');' +
    `if(location.pathname!==(m?m.content:"")+${JSON.stringify(settings.loginPath)})return;` +
    `if(("; "+document.cookie).indexOf(${JSON.stringify(`; ${settings.sessionCookie}=`)})>=0)return;` +
    'var d=document.documentElement,r=document.getElementById("root");' +
    'function show(lang){' +
    `var p=document.getElementById(${JSON.stringify(TEMPLATE_ID_PREFIX)}+lang);if(!p)return false;` +
    'r.replaceChildren(p.content.cloneNode(true));' +
    'var f=r.querySelector("form");if(f)f.addEventListener("submit",function(e){e.preventDefault();' +
    `f[${JSON.stringify(EARLY_SUBMIT_FLAG)}]=true});return true}` +
    'if(!show(d.lang))return;' +
    'r.addEventListener("click",function(e){if(r.dataset.app==="react")return;' +
    'var b=e.target instanceof Element?e.target.closest("button[lang][aria-pressed]"):null;' +
    `var c=b&&${JSON.stringify(codes)}[b.lang];if(!c||b.lang===d.lang)return;` +
    `try{localStorage.setItem(${JSON.stringify(settings.languageKey)},c)}catch(x){}` +
    'd.lang=b.lang;show(b.lang)})})()'
  );
}

/**
 * Runs at the end of <body>: adds the app's module preloads and entry script after the first frame.
 * Preloaded modules are fetched and compiled while the page is parsed, and a loaded entry runs
 * before the first paint: in the page, either held the prerendered form back by 50–70 ms (the
 * script-free page painted at 84–100 ms, the page with them at 144–164 ms; bench/first-load.ts).
 * Started a frame later, they still load in parallel; an early submit is held (bodyScript).
 */
export function startAfterFirstPaint(modules: readonly string[], entry: string): string {
  return (
    'requestAnimationFrame(function(){setTimeout(function(){' +
    `${JSON.stringify(modules)}.forEach(function(u){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=u;document.head.appendChild(l)});` +
    `var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=${JSON.stringify(entry)};document.head.appendChild(s)})})`
  );
}

/** Vite's entry script and module preloads, taken out of the page to be started after the first paint. */
function withoutAppScripts(html: string): { html: string; modules: string[]; entry: string } {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (entry === undefined) throw new Error('index.html must load its entry as <script type="module" src>');
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  return { html: html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''), modules, entry };
}

export function firstPaintHtml({ html, loginMarkup, stylesheets, settings }: FirstPaintInput): string {
  if (!html.includes(ROOT)) throw new Error(`index.html must contain ${ROOT}`);
  const templates = settings.languages
    .map((language) => {
      const markup = loginMarkup[language.code];
      if (markup === undefined) throw new Error(`no prerendered login page in ${language.code}`);
      return `<template id="${TEMPLATE_ID_PREFIX}${language.htmlLang}">${markup}</template>`;
    })
    .join('');
  const app = withoutAppScripts(html);
  return app.html
    .replace(STYLESHEET_LINK, (link, href: string) => {
      // The build writes asset addresses relative (`./assets/…`, Vite's base './'); the bundle names
      // its files from the root.
      const css = stylesheets[href.replace(/^\.\//, '/')];
      if (css === undefined) throw new Error(`no built stylesheet for ${link}`);
      // A relative url() would resolve against the page instead of /assets/: keep such a file linked.
      return /url\(\s*['"]?(?!data:|\/|https?:)/.test(css) ? link : `<style>${css}</style>`;
    })
    .replace('</head>', () => `<script>${headScript(settings)}</script></head>`)
    .replace(ROOT, () => `${ROOT}${templates}<script>${bodyScript(settings)}</script>`)
    .replace('</body>', () => `<script>${startAfterFirstPaint(app.modules, app.entry)}</script></body>`);
}
