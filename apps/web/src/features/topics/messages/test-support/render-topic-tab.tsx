// Renders one topic-page tab with what the console gives it at run time: the signed-in session,
// the query client, a data router (forms guard unsaved changes with its blocker), the language from
// storage, StrictMode. (The topic page renders the same
// component; tests move to renderApp on the topic route once that route is wired.)
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { StrictMode, type ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { createQueryClient } from '../../../../app/query-client.ts';
import { restoreLanguage } from '../../../../shared/i18n/i18n.ts';
import { network } from '../../../../test/network.ts';
import type { TopicName } from '../../topic-name.ts';

export const ORDERS: TopicName = {
  domain: 'persistent',
  tenant: 'finance',
  namespace: 'payments',
  topic: 'orders',
};

/** Renders `tab` for the browser a simulatePulsar() call signed in; `handlers` answer first. */
export function renderTopicTab(tab: ReactElement, handlers: RequestHandler[]) {
  network.use(...handlers);
  restoreLanguage();
  const user = userEvent.setup();
  const view = render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={createMemoryRouter([{ path: '*', element: tab }])} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { ...view, user };
}
