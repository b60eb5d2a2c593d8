import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RowSlots, VirtualTable, type VirtualColumn } from './virtual-table.tsx';

interface Fruit {
  name: string;
  count: number;
}

const columns: VirtualColumn<Fruit>[] = [
  { key: 'name', header: 'Name', width: '1fr', cell: (fruit) => fruit.name, title: (fruit) => fruit.name },
  {
    key: 'count',
    header: 'Count',
    width: '80px',
    numeric: true,
    ariaSort: 'descending',
    cell: (fruit) => fruit.count,
  },
];
const fruits = Array.from({ length: 5_000 }, (_, index) => ({
  name: `fruit-${String(index)}`,
  count: index,
}));

describe('the shared virtual table', () => {
  it('is an ARIA table that draws only the rows in view, numbered among all of them', () => {
    render(
      <VirtualTable
        label="Fruits"
        columns={columns}
        rows={fruits}
        rowKey={(fruit) => fruit.name}
        rowHeight={40}
        minWidth={400}
      />,
    );
    const table = screen.getByRole('table', { name: 'Fruits' });
    expect(table).toHaveAttribute('aria-rowcount', '5001');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Name', 'Count']);
    expect(headers[1]).toHaveAttribute('aria-sort', 'descending');
    const rows = within(table).getAllByRole('row');
    // The header row, then a screen's worth (600 px unmeasured / 40 px) and the overscan, not 5 000.
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(100);
    expect(rows[1]).toHaveAttribute('aria-rowindex', '2');
    const cells = within(rows[1]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['fruit-0', '0']);
    expect(cells[0]).toHaveAttribute('title', 'fruit-0');
  });

  it('redraws the rows in view when its columns change, as after a language switch', () => {
    const table = (unit: string) => (
      <VirtualTable
        label="Fruits"
        columns={[
          {
            key: 'count',
            header: 'Count',
            width: '1fr',
            cell: (fruit: Fruit) => `${String(fruit.count)} ${unit}`,
          },
        ]}
        rows={fruits}
        rowKey={(fruit) => fruit.name}
        rowHeight={40}
        minWidth={400}
      />
    );
    const { rerender } = render(table('pieces'));
    expect(within(screen.getAllByRole('row')[1]!).getByRole('cell')).toHaveTextContent('0 pieces');
    rerender(table('个'));
    expect(within(screen.getAllByRole('row')[1]!).getByRole('cell')).toHaveTextContent('0 个');
  });

  it('can be reached with Tab to scroll it from the keyboard', () => {
    render(
      <VirtualTable
        label="Fruits"
        columns={columns}
        rows={fruits}
        rowKey={(fruit) => fruit.name}
        rowHeight={40}
        minWidth={400}
      />,
    );
    expect(screen.getByRole('table', { name: 'Fruits' })).toHaveAttribute('tabindex', '0');
  });

  it('draws only the rows counted so far, and its empty state when there are none', () => {
    const { rerender } = render(
      <VirtualTable
        label="Fruits"
        columns={columns}
        rows={fruits}
        count={3}
        rowKey={(fruit) => fruit.name}
        rowHeight={40}
        minWidth={400}
        empty={<p>No fruit</p>}
      />,
    );
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4);
    rerender(
      <VirtualTable
        label="Fruits"
        columns={columns}
        rows={[]}
        rowKey={(fruit) => fruit.name}
        rowHeight={40}
        minWidth={400}
        empty={<p>No fruit</p>}
      />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('No fruit')).toBeInTheDocument();
  });

  it('gives the focus back to the scroller when the row holding it gives its elements to another row', () => {
    const withButton: VirtualColumn<Fruit>[] = [
      ...columns,
      {
        key: 'open',
        header: 'Open',
        width: '80px',
        cell: (fruit) => <button type="button">{`open ${fruit.name}`}</button>,
      },
    ];
    const table = (rows: Fruit[]) => (
      <VirtualTable
        label="Fruits"
        columns={withButton}
        rows={rows}
        rowKey={(fruit) => fruit.name}
        rowHeight={40}
        minWidth={400}
      />
    );
    const { rerender } = render(table(fruits));
    const button = screen.getByRole('button', { name: 'open fruit-0' });
    button.focus();
    // The same rows again: the focused row keeps its elements and the focus.
    rerender(table([...fruits]));
    expect(button).toHaveFocus();
    // Another row now in the first slot (the rows re-sorted): the same button shows fruit-4999.
    rerender(table([...fruits].reverse()));
    expect(button).toHaveTextContent('open fruit-4999');
    expect(button).not.toHaveFocus();
    expect(screen.getByRole('table', { name: 'Fruits' })).toHaveFocus();
  });
});

describe('the rows’ slots', () => {
  const range = (from: number, count: number) => Array.from({ length: count }, (_, at) => from + at);

  it('keeps a row’s slot while it is drawn, and gives a row coming in a slot one that left freed', () => {
    const slots = new RowSlots();
    const first = slots.assign(range(0, 5));
    expect([...first.values()]).toEqual([0, 1, 2, 3, 4]);
    // Two rows down: rows 2–4 keep theirs, 5 and 6 take the slots 0 and 1 left.
    const next = slots.assign(range(2, 5));
    expect([2, 3, 4].map((index) => next.get(index))).toEqual([2, 3, 4]);
    expect([5, 6].map((index) => next.get(index))).toEqual([0, 1]);
  });

  it('uses the same slots for a frame of all-new rows, so no element is created or removed', () => {
    const slots = new RowSlots();
    const before = new Set(slots.assign(range(0, 23)).values());
    // A jump of any size (a sweep's 333 rows a frame, a random one) draws 23 other rows.
    for (const from of [333, 4_019, 17, 99_977]) {
      const after = new Set(slots.assign(range(from, 23)).values());
      expect(after).toEqual(before);
    }
  });
});
