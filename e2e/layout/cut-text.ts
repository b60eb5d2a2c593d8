// What "cut text" means in the browser, measured in the page: a header, label, tag or summary value
// whose word is split over two lines ("Namespace/s", "Shar/ed", "订阅类/型"), a statistic's value
// wrapped onto two lines, a value clipped without its full text in a title, a figure clipped at all
// ("51.05 ms…": a number is never worth cutting), and a list table wider than its frame. Each finding
// names the element's text so a failure says where.
import type { Page } from '@playwright/test';

export interface CutText {
  brokenWords: string[];
  clippedWithoutTitle: string[];
  /** Tables whose columns do not fit and scroll sideways (by how many px). */
  sidewaysTables: string[];
  /** How far the page itself scrolls sideways (0 when it fits the viewport), and what sticks out. */
  pageSideways: { by: number; widest: string[] };
}

/** Runs in the page; everything it needs is inside (Playwright serialises the function). */
function measure(): CutText {
  // Latin words (with their inner slashes and dots: "msg/s", "12.5"), and runs of Chinese
  // characters, which have no spaces: a label such as 订阅类型 is one word on one line.
  const WORD = /[A-Za-z0-9_]+(?:[/.:'’,][A-Za-z0-9_]+)*|[\u3400-\u9fff]+/g;
  const FIGURE = /^[-+]?\d/;
  const LONGEST_UNBROKEN_WORD = 24;
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const labelled = (element: Element) =>
    `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim()}"`;

  // A word is broken when its characters sit on more than one line.
  const brokenWords: string[] = [];
  const wordHolders = document.querySelectorAll(
    'th, [role="columnheader"], .ant-tag, .ant-descriptions-item-label, .ant-descriptions-item-content, .ant-statistic-title, .ant-statistic-content, .ant-tabs-tab',
  );
  for (const holder of wordHolders) {
    if (!visible(holder)) continue;
    const walker = document.createTreeWalker(holder, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(WORD)) {
        // A word longer than a label's ("org.apache.pulsar.broker.loadbalance.impl.ModularLoadManagerImpl")
        // may wrap where it must: there is no width at which it always fits.
        if (match[0].length > LONGEST_UNBROKEN_WORD) continue;
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
  // A statistic's value (a figure and its unit) reads as one line.
  for (const value of document.querySelectorAll('.ant-statistic-content')) {
    if (!visible(value)) continue;
    const range = document.createRange();
    range.selectNodeContents(value);
    // The figure and its smaller unit share a line when their boxes overlap vertically.
    const boxes = [...range.getClientRects()].filter((rect) => rect.width > 0).sort((a, b) => a.top - b.top);
    let lines = 0;
    let lineBottom = -Infinity;
    for (const box of boxes) {
      if (box.top >= lineBottom - 1) lines += 1;
      lineBottom = Math.max(lineBottom, box.bottom);
    }
    if (lines > 1) brokenWords.push(`value on ${String(lines)} lines: ${labelled(value)}`);
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
      // A figure is short: cutting it ("51.05 ms…") saves nothing and hides the unit, title or not.
      if (FIGURE.test((element.textContent ?? '').trim()))
        clippedWithoutTitle.push(`figure ${labelled(element)}`);
      else if (!element.closest('[title]')) clippedWithoutTitle.push(labelled(element));
    }
  }

  const sidewaysTables: string[] = [];
  for (const scroller of document.querySelectorAll('.ant-table-content, .ant-table-body, [role="table"]')) {
    if (!(scroller instanceof HTMLElement) || !visible(scroller)) continue;
    const extra = scroller.scrollWidth - scroller.clientWidth;
    if (extra > 1) sidewaysTables.push(`${labelled(scroller).slice(0, 80)}… by ${extra}px`);
  }
  // The page itself never scrolls sideways (a table may, inside its own frame): name the widest
  // elements that reach past the viewport, innermost first, so a failure says what to fix.
  const viewport = document.documentElement.clientWidth;
  const by = Math.max(0, document.documentElement.scrollWidth - viewport);
  const widest: string[] = [];
  // Inside a frame that clips or scrolls (a table's, the visited-pages strip) an element may reach
  // past the viewport without widening the page.
  const framed = (element: Element) => {
    for (
      let parent = element.parentElement;
      parent && parent !== document.body;
      parent = parent.parentElement
    )
      if (getComputedStyle(parent).overflowX !== 'visible') return true;
    return false;
  };
  if (by > 1)
    for (const element of document.body.querySelectorAll('*')) {
      if (!visible(element) || element.getBoundingClientRect().right <= viewport + 1 || framed(element))
        continue;
      if ([...element.children].some((child) => child.getBoundingClientRect().right > viewport + 1)) continue;
      const name = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
      if (widest.length < 5) widest.push(name);
    }
  return { brokenWords, clippedWithoutTitle, sidewaysTables, pageSideways: { by: by > 1 ? by : 0, widest } };
}

export function measureCutText(page: Page): Promise<CutText> {
  return page.evaluate(measure);
}
