import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../../test/render-app.tsx';

export const TOPIC_PAGE = '/management/topics/persistent/finance/payments/orders/topic';

/**
 * The browser opens `path` with Pulsar being the simulator the test has seeded first
 * (`simulatePulsar` or a helper over it, which also signs the browser in and chooses its environment).
 */
export function openTopicPage(path = TOPIC_PAGE) {
  return renderApp(path);
}

/**
 * Waits for the page's tabs. The first render of a test file loads the console shell, antd and
 * the page lazily, as a browser does; on a loaded build machine that alone can take over ten seconds.
 */
export async function topicTabs(): Promise<HTMLElement> {
  return screen.findByRole('tablist', {}, { timeout: 45_000 });
}

export const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** The figure card titled `title`. */
export async function figure(title: string): Promise<HTMLElement | null> {
  return (await screen.findAllByRole('listitem')).find((item) => within(item).queryByText(title)) ?? null;
}

/** Per-test budget: the first test of a file also pays for loading the console lazily (see topicTabs). */
export const SLOW_MACHINE_MS = 90_000;
