import { act, render, screen, waitFor } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useFoundSearchParams } from './use-found-search-params.ts';

/** What the page finds out later, revealed by the test as a query's answer would be. */
let foundPlace: Record<string, string> | undefined;
const listeners = new Set<() => void>();
function reveal(place: Record<string, string>) {
  foundPlace = place;
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function PageThatFindsItsPlace() {
  const found = useSyncExternalStore(subscribe, () => foundPlace);
  const [params] = useSearchParams();
  useFoundSearchParams(found, params.has('tenant'));
  return <h1>sinks</h1>;
}

/** Two routes; the second's code loads until `loaded` is called, as a lazy screen's chunk does. */
function renderRoutes() {
  let loaded: () => void = () => undefined;
  const router = createMemoryRouter(
    [
      { path: '/sinks', element: <PageThatFindsItsPlace /> },
      {
        path: '/bookies',
        lazy: () =>
          new Promise((resolve) => {
            loaded = () => resolve({ element: <h1>bookies</h1> });
          }),
      },
    ],
    { initialEntries: ['/sinks?env=prod'] },
  );
  render(<RouterProvider router={router} />);
  return { router, load: () => loaded() };
}

const address = (router: ReturnType<typeof createMemoryRouter>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('useFoundSearchParams', () => {
  beforeEach(() => {
    foundPlace = undefined;
  });

  it('writes what was found into the address, keeping what it named, in place of the entry', async () => {
    const { router } = renderRoutes();
    act(() => reveal({ tenant: 'public', namespace: 'default' }));
    await waitFor(() => expect(address(router)).toBe('/sinks?env=prod&tenant=public&namespace=default'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves an address that names it already', async () => {
    const { router } = renderRoutes();
    await act(() => router.navigate('/sinks?tenant=finance'));
    await act(async () => {
      reveal({ tenant: 'public', namespace: 'default' });
      // Long enough for a navigation the hook would start.
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(address(router)).toBe('/sinks?tenant=finance');
  });

  it('does not bring the user back when the answer comes while another screen loads', async () => {
    const { router, load } = renderRoutes();
    let leaving: Promise<void> = Promise.resolve();
    act(() => {
      leaving = router.navigate('/bookies');
    });
    expect(router.state.navigation.state).toBe('loading');
    act(() => reveal({ tenant: 'public', namespace: 'default' }));
    await act(async () => {
      load();
      await leaving;
    });
    expect(address(router)).toBe('/bookies');
    expect(await screen.findByRole('heading', { name: 'bookies' })).toBeVisible();
  });
});
