// Turns Vite's index.html into one that paints the login form before any script has run
// (decision 0029): the login page prerendered in each language as <template>s, the stylesheets
// inlined, and two tiny inline scripts (allowed by hash in the server's CSP) that apply the stored
// language and theme and, on /login only, put the right template into #root.

import { EARLY_SUBMIT_FLAG } from '../src/features/auth/login/early-submit.ts';

export interface FirstPaintSettings {
  languages: readonly { code: string; htmlLang: string }[];
  defaultLanguage: string;
  languageKey: string;
  themes: readonly string[];
  defaultTheme: string;
  themeKey: string;
  loginPath: string;
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
 * Runs right after the templates: on the login route only, #root gets the form in <html lang>'s
 * language (its `autofocus` field takes the focus). Until React takes the form over, a submit is
 * held back (a plain HTML submit would put the password into the URL) and marked on the form, which
 * the login form then submits itself (features/auth/login/early-submit.ts). React's own submit
 * handler prevents the default as well.
 */
export function bodyScript(settings: FirstPaintSettings): string {
  return (
    `(function(){if(location.pathname!==${JSON.stringify(settings.loginPath)})return;` +
    `var p=document.getElementById(${JSON.stringify(TEMPLATE_ID_PREFIX)}+document.documentElement.lang);if(!p)return;` +
    'var r=document.getElementById("root");r.appendChild(p.content.cloneNode(true));' +
    'var f=r.querySelector("form");if(f)f.addEventListener("submit",function(e){e.preventDefault();' +
    `f[${JSON.stringify(EARLY_SUBMIT_FLAG)}]=true})})()`
  );
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
  return html
    .replace(STYLESHEET_LINK, (link, href: string) => {
      const css = stylesheets[href];
      if (css === undefined) throw new Error(`no built stylesheet for ${link}`);
      // A relative url() would resolve against the page instead of /assets/: keep such a file linked.
      return /url\(\s*['"]?(?!data:|\/|https?:)/.test(css) ? link : `<style>${css}</style>`;
    })
    .replace('</head>', () => `<script>${headScript(settings)}</script></head>`)
    .replace(ROOT, () => `${ROOT}${templates}<script>${bodyScript(settings)}</script>`);
}
