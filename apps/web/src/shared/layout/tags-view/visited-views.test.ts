import { describe, expect, it } from 'vitest';
import { VisitedViews, type VisitedView } from './visited-views.ts';

const view = (pathname: string): VisitedView => ({
  pathname,
  fullPath: `${pathname}?tab=overview`,
  title: 'routes.tenants',
  noCache: false,
});

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('visited-page tabs across a reload', () => {
  it('come back in order from the saved list, no page kept alive', () => {
    const storage = memoryStorage();
    const before = new VisitedViews({ storage, key: 'tabs' });
    before.visit(view('/management/tenants'));
    before.visit(view('/management/clusters'));

    const after = new VisitedViews({ storage, key: 'tabs' });

    expect(after.current().views).toEqual([view('/management/tenants'), view('/management/clusters')]);
    expect(after.current().cached.size).toBe(0);
  });

  it('keep closing across the reload', () => {
    const storage = memoryStorage();
    const before = new VisitedViews({ storage, key: 'tabs' });
    before.visit(view('/management/tenants'));
    before.visit(view('/management/clusters'));
    before.close('/management/tenants');

    expect(new VisitedViews({ storage, key: 'tabs' }).current().views).toEqual([
      view('/management/clusters'),
    ]);
  });

  it('start empty from a damaged or foreign value, keeping only well-formed tabs', () => {
    expect(
      new VisitedViews({ storage: memoryStorage({ tabs: '{not json' }), key: 'tabs' }).current().views,
    ).toEqual([]);
    const mixed = JSON.stringify([
      view('/management/tenants'),
      { pathname: 3 },
      { ...view('/x'), fullPath: 'https://evil' },
    ]);
    expect(
      new VisitedViews({ storage: memoryStorage({ tabs: mixed }), key: 'tabs' }).current().views,
    ).toEqual([view('/management/tenants')]);
  });
});

describe('closing the tabs of a gone resource', () => {
  it('closes every matching tab and forgets its kept-alive page', () => {
    const views = new VisitedViews();
    views.visit(view('/management/tenants'));
    views.visit(view('/management/tenants/tenantInfo/finance'));
    views.visit(view('/management/namespaces/finance'));

    views.closeWhere((pathname) => pathname.includes('finance'));

    expect(views.current().views.map((tab) => tab.pathname)).toEqual(['/management/tenants']);
    expect([...views.current().cached]).toEqual(['/management/tenants']);
  });
});
