import { describe, expect, it } from 'vitest';
import { readListState, writeListState, type ListStateConfig } from './resource-table-state.ts';

const CONFIG: ListStateConfig<'name' | 'size'> = {
  sortKeys: ['name', 'size'],
  pageSizes: [10, 50],
  defaultSize: 10,
};

describe('a list’s state in the URL', () => {
  it('reads page, size, sort, order and filter', () => {
    const state = readListState(
      new URLSearchParams('page=3&size=50&sort=size&order=desc&filter=%20ord%20'),
      CONFIG,
    );
    expect(state).toEqual({ page: 3, size: 50, sort: 'size', order: 'desc', filter: 'ord' });
  });

  it('falls back to the defaults for what the server would refuse', () => {
    const state = readListState(new URLSearchParams('page=-2&size=37&sort=password&order=sideways'), CONFIG);
    expect(state).toEqual({ page: 1, size: 10, sort: undefined, order: 'asc', filter: '' });
  });

  it('writes only what differs from the defaults and keeps the page’s other parameters', () => {
    const written = writeListState(
      new URLSearchParams('tab=topics&page=4'),
      { page: 1, size: 10, sort: undefined, order: 'desc', filter: '' },
      CONFIG,
    );
    expect(written.toString()).toBe('tab=topics');
    const sorted = writeListState(
      new URLSearchParams('tab=topics'),
      { page: 2, size: 50, sort: 'name', order: 'desc', filter: 'a b' },
      CONFIG,
    );
    expect(Object.fromEntries(sorted)).toEqual({
      tab: 'topics',
      page: '2',
      size: '50',
      sort: 'name',
      order: 'desc',
      filter: 'a b',
    });
  });
});
