import { setupServer } from 'msw/node';
import { consoleApiHandlers } from './console-api.ts';
import { recordUnansweredCalls } from './unanswered-calls.ts';

/**
 * The fake network of the web tests. It starts as Beacon's console API; a test that needs another
 * answer adds a handler with network.use(), which takes precedence until the test ends.
 */
export const network = setupServer(...consoleApiHandlers());

/** The calls no handler answered: the setup fails each test that made one. */
export const unansweredCalls = recordUnansweredCalls(network);
