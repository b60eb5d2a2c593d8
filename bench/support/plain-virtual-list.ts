// The scroll benchmark's baseline: the message workbench's rows as the plainest page can show them,
// with no React and no antd, so the workbench's frames can be set beside the best this machine's
// Chromium does with the same rows. One static page (page.setContent): a scroller of the workbench
// table's size, its header row, and a body as tall as all the rows; a pool of absolutely positioned
// rows, each drawn at its own offset (translateY), is refilled with plain DOM on each scroll event.
// A row keeps its pool slot (row index modulo the pool's size), so a row still in view is not
// touched and only the rows coming in are written, the least work a virtualized list can do.
// The same columns (the workbench's measured widths), row height, fonts and colours; only the
// ARIA roles the frame counter reads (rowgroup, aria-rowindex). Not part of the product.
/// <reference lib="dom" />

/** One message as the workbench's row shows it: publish time, key, ID, size, value. */
export type PlainRow = [publishTime: number, key: string, id: string, size: number, value: string];

/** What the page copies from the workbench's table, measured in its page. */
export interface PlainListLayout {
  /** The accessible name, which the benchmark selects the scroller by. */
  label: string;
  topic: string;
  rowHeight: number;
  /** Rows drawn beyond the view, above and below. */
  overscan: number;
  /** The scroller's outer size, px. */
  width: number;
  height: number;
  headerHeight: number;
  /** The header cells' texts and the columns' widths, px. */
  headers: string[];
  widths: number[];
  /** Computed `font` shorthands and colours of a cell, a monospace cell, the ID button, the header. */
  font: string;
  monoFont: string;
  colour: string;
  linkColour: string;
  headerFont: string;
  headerBackground: string;
  border: string;
}

/** Runs in the page: fills the pool's rows from `rows` on every scroll event. */
function mountPlainList(rows: PlainRow[], layout: PlainListLayout): void {
  const scroller = document.querySelector<HTMLElement>('.scroller');
  const body = scroller?.querySelector<HTMLElement>('.body');
  if (!scroller || !body) throw new Error('the plain list has no scroller');
  body.style.height = `${String(rows.length * layout.rowHeight)}px`;
  const dates = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium' });
  const pool = Math.ceil(layout.height / layout.rowHeight) + 1 + 2 * layout.overscan;
  const slots = Array.from({ length: Math.min(pool, rows.length) }, () => {
    const row = document.createElement('div');
    row.className = 'row';
    row.setAttribute('role', 'row');
    const cells = layout.widths.map((_, column) => {
      const cell = document.createElement('div');
      cell.setAttribute('role', 'cell');
      if (column === 3) cell.className = 'id';
      if (column === 4) cell.className = 'numeric';
      if (column === 5) cell.className = 'mono';
      row.append(cell);
      return cell;
    });
    body.append(row);
    return { row, cells, index: -1 };
  });
  const draw = () => {
    const first = Math.max(0, Math.floor(scroller.scrollTop / layout.rowHeight) - layout.overscan);
    const end = Math.min(rows.length, first + slots.length);
    for (let index = first; index < end; index += 1) {
      const slot = slots[index % slots.length];
      const row = rows[index];
      if (!slot || !row || slot.index === index) continue;
      slot.index = index;
      slot.row.style.transform = `translateY(${String(index * layout.rowHeight)}px)`;
      slot.row.setAttribute('aria-rowindex', String(index + 2));
      const [publishTime, key, id, size, value] = row;
      const texts = [dates.format(publishTime), layout.topic, key, id, String(size), value];
      slot.cells.forEach((cell, column) => {
        cell.textContent = texts[column] ?? '';
      });
    }
  };
  scroller.addEventListener('scroll', draw, { passive: true });
  draw();
}

/** The page's HTML, its rows inline (`<` escaped so no value can end the script). */
export function plainListHtml(rows: PlainRow[], layout: PlainListLayout): string {
  const inline = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');
  const columns = layout.widths.map((width) => `${String(width)}px`).join(' ');
  const headers = layout.headers.map((text) => `<div role="columnheader">${text}</div>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Plain virtual list</title><style>
* { box-sizing: border-box; }
body { margin: 0; font: ${layout.font}; color: ${layout.colour}; }
.scroller { position: relative; overflow: auto; width: ${String(layout.width)}px;
  height: ${String(layout.height)}px; border: ${layout.border}; border-radius: 6px; }
.row { display: grid; grid-template-columns: ${columns}; align-items: center;
  height: ${String(layout.rowHeight)}px; border-bottom: ${layout.border}; }
.row > * { padding: 0 8px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.head { position: sticky; top: 0; z-index: 1; background: ${layout.headerBackground}; }
.head .row { height: ${String(layout.headerHeight)}px; font: ${layout.headerFont}; }
.body { position: relative; }
.body .row { position: absolute; top: 0; left: 0; width: 100%; }
.mono, .id { font: ${layout.monoFont}; }
.id { color: ${layout.linkColour}; }
.numeric { text-align: end; font-variant-numeric: tabular-nums; }
</style></head><body>
<div class="scroller" role="table" aria-label="${layout.label}" tabindex="0">
<div role="rowgroup" class="head"><div role="row" class="row">${headers}</div></div>
<div role="rowgroup" class="body"></div>
</div>
<script>(${mountPlainList.toString()})(${inline(rows)}, ${inline(layout)});</script>
</body></html>`;
}

/**
 * Runs in the workbench's page: what the plain list copies from its table (`selector`), measured.
 * The ID column's button gives the link colour; the value column (the last) the monospace font.
 */
export function measureTableLayout({
  selector,
  label,
  overscan,
}: {
  selector: string;
  label: string;
  overscan: number;
}): Omit<PlainListLayout, 'topic'> {
  const scroller = document.querySelector<HTMLElement>(selector);
  const [head, body] = scroller?.querySelectorAll<HTMLElement>('[role="rowgroup"]') ?? [];
  const headRow = head?.querySelector<HTMLElement>('[role="row"]');
  const row = body?.querySelector<HTMLElement>('[role="row"]');
  const cells = [...(row?.children ?? [])] as HTMLElement[];
  if (!scroller || !headRow || !row || cells.length === 0) throw new Error(`no table rows in ${selector}`);
  const style = (element: Element | null | undefined) => getComputedStyle(element ?? document.body);
  const box = scroller.getBoundingClientRect();
  return {
    label,
    rowHeight: row.getBoundingClientRect().height,
    overscan,
    width: box.width,
    height: box.height,
    headerHeight: headRow.getBoundingClientRect().height,
    headers: [...headRow.children].map((header) => header.textContent),
    widths: cells.map((cell) => cell.getBoundingClientRect().width),
    font: style(cells[0]).font,
    monoFont: style(cells.at(-1)).font,
    colour: style(cells[0]).color,
    linkColour: style(row.querySelector('button')).color,
    headerFont: style(headRow.firstElementChild).font,
    headerBackground: style(head).background,
    border: `1px solid ${style(scroller).borderTopColor}`,
  };
}
