import { setupServer } from 'msw/node';
import { consoleApiHandlers } from './console-api.ts';

/**
 * The fake network of the web tests. It starts as Beacon's console API; a test that needs another
 * answer adds a handler with network.use(), which takes precedence until the test ends.
 */
export const network = setupServer(...consoleApiHandlers());
