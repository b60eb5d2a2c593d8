import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './node-flags.ts';

describe('SERVER_NODE_FLAGS', () => {
  it('are the flags `npm start` runs the server with', () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8'),
    ) as { scripts: Record<string, string> };
    expect(manifest.scripts.start).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} apps/server/src/main.ts`);
  });
});
