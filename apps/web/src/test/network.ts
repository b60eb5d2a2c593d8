import { setupServer } from 'msw/node';
import { recordUnansweredCalls } from './unanswered-calls.ts';

/**
 * The network of the web tests. Each test starts with the real Beacon server answering the browser
 * (setup.ts, real-beacon.ts); a test that needs another answer adds a handler with network.use(),
 * which takes precedence until the test ends.
 */
export const network = setupServer();

/** The calls no handler answered: the setup fails each test that made one. */
export const unansweredCalls = recordUnansweredCalls(network);
