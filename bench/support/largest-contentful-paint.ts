// Largest contentful paint of one cold page load in Chromium: a fresh browser context (empty cache,
// no cookies, no storage), the page's last LCP candidate once it has loaded and settled.
import type { Browser } from '@playwright/test';

/**
 * Keeps the latest LCP candidate in `window.largestContentfulPaint`. A string: it runs in the page,
 * and this project compiles without the DOM's types.
 */
const RECORD_LCP = `window.largestContentfulPaint = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.largestContentfulPaint = entry.startTime;
}).observe({ type: 'largest-contentful-paint', buffered: true });`;

/** How long after `load` later LCP candidates may still come (a render after the scripts ran). */
const SETTLE_MS = 500;

export async function coldLargestContentfulPaint(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: RECORD_LCP });
    await page.goto(url, { waitUntil: 'load' });
    // A function, not a string: a string predicate is eval'd in the page, which Beacon's CSP forbids
    // (the first paint may now come after `load`, so the wait is real).
    await page.waitForFunction(() => Number(Reflect.get(globalThis, 'largestContentfulPaint')) > 0);
    await page.waitForTimeout(SETTLE_MS);
    return Number(await page.evaluate('window.largestContentfulPaint'));
  } finally {
    await context.close();
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
