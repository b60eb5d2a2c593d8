import { COOKIES } from '@beacon/contracts';
import { screen, within } from '@testing-library/react';
import { signInAsOperator, type SeenRequests } from '../../../../test/console-api.ts';
import { network } from '../../../../test/network.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { fakePulsarTopic } from './fake-pulsar-topic.ts';
import type { TopicWorld } from './topic-world.ts';

export const TOPIC_PAGE = '/management/topics/persistent/finance/payments/orders/topic';

/** The operator opens `path` with Pulsar answering from `world`. */
export function openTopicPage(world: TopicWorld, path = TOPIC_PAGE, seen: SeenRequests = []) {
  // An environment chosen, as a browser that reached a topic has: without one the shell's probe gets
  // the proxy's 'no active environment' and the console goes to /environments.
  signInAsOperator({ [COOKIES.environment]: 'staging' });
  network.use(...fakePulsarTopic(world, seen));
  return renderApp(path);
}

/**
 * The operator opens `path` with Pulsar being the simulator the test has seeded first
 * (`simulatePulsar` or a helper over it, which also chooses its environment).
 */
export function openSimulatedTopicPage(path = TOPIC_PAGE) {
  signInAsOperator();
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
