// What "cut text" means in the browser, measured in the page: a header or tag whose word is split
// over two lines ("Namespace/s", "Shar/ed"), a value clipped without its full text in a title, and a
// list table wider than its frame. Each finding names the element's text so a failure says where.
import type { Page } from '@playwright/test';

export interface CutText {
  brokenWords: string[];
  clippedWithoutTitle: string[];
  /** Tables whose columns do not fit and scroll sideways (by how many px). */
  sidewaysTables: string[];
}

/** Runs in the page; everything it needs is inside (Playwright serialises the function). */
function measure(): CutText {
  const WORD = /[A-Za-z0-9_]+(?:[/.:'’][A-Za-z0-9_]+)*/g;
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const labelled = (element: Element) =>
    `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim()}"`;

  // A word is broken when its characters sit on more than one line.
  const brokenWords: string[] = [];
  const wordHolders = document.querySelectorAll(
    'th, [role="columnheader"], .ant-tag, .ant-descriptions-item-label, .ant-statistic-title, .ant-tabs-tab',
  );
  for (const holder of wordHolders) {
    if (!visible(holder)) continue;
    const walker = document.createTreeWalker(holder, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(WORD)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
        );
        if (lines.size > 1) brokenWords.push(`${match[0]} in ${labelled(holder)}`);
      }
    }
  }

  // Text clipped by its box must carry the full value in a title (a tooltip that can be copied).
  const clippedWithoutTitle: string[] = [];
  const cells = document.querySelectorAll('td, th, [role="cell"], [role="columnheader"], .ant-tag');
  for (const cell of cells) {
    if (!visible(cell) || cell.closest('.ant-table-measure-row')) continue;
    for (const element of [cell, ...cell.querySelectorAll('*')]) {
      if (!(element instanceof HTMLElement) || !visible(element)) continue;
      const style = getComputedStyle(element);
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
      if (element.scrollWidth <= element.clientWidth + 1 || element.clientWidth === 0) continue;
      // Overflow that only spills padding or an icon's box is not text being cut.
      if ((element.textContent ?? '').trim() === '') continue;
      if (element.closest('[title]')) continue;
      clippedWithoutTitle.push(labelled(element));
    }
  }

  const sidewaysTables: string[] = [];
  for (const scroller of document.querySelectorAll('.ant-table-content, .ant-table-body, [role="table"]')) {
    if (!(scroller instanceof HTMLElement) || !visible(scroller)) continue;
    const extra = scroller.scrollWidth - scroller.clientWidth;
    if (extra > 1) sidewaysTables.push(`${labelled(scroller).slice(0, 80)}… by ${extra}px`);
  }
  return { brokenWords, clippedWithoutTitle, sidewaysTables };
}

export function measureCutText(page: Page): Promise<CutText> {
  return page.evaluate(measure);
}
