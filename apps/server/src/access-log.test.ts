// The log: it keeps no secret a URL carries (issue 28 B19: the setup link's token, a single sign-on
// answer's code and state, the bootstrap call's token), and names a proxy it is not told to trust.
import { describe, expect, it } from 'vitest';
import { redactUrlSecrets } from './log-redaction.ts';
import { appWithLogLines } from './test-support/logged-app.ts';

describe('the access log', () => {
  it('replaces secret query values and keeps the rest of the URL', () => {
    expect(redactUrlSecrets('/callback?code=abc&state=xyz&iss=https%3A%2F%2Fidp')).toBe(
      '/callback?code=%5Bredacted%5D&state=%5Bredacted%5D&iss=https%3A%2F%2Fidp',
    );
    expect(redactUrlSecrets('/management/tenants?page=2')).toBe('/management/tenants?page=2');
    expect(redactUrlSecrets('/setup')).toBe('/setup');
  });

  it('logs the pages a setup link and a sign-on answer open without their secrets', async () => {
    const app = await appWithLogLines('info');
    const { lines } = app;
    try {
      const secrets = ['setup-token-0123456789', 'the-code-9876', 'the-state-5555'];
      await app.server.inject({ url: `/setup?token=${secrets[0]}` });
      await app.server.inject({ url: `/callback?code=${secrets[1]}&state=${secrets[2]}` });
      await app.server.inject({ method: 'PUT', url: `/pulsar-manager/users/superuser?token=${secrets[0]}` });
      const log = lines.join('');
      expect(log).toContain('/setup?token=%5Bredacted%5D');
      expect(log).toContain('/callback?code=%5Bredacted%5D&state=%5Bredacted%5D');
      for (const secret of secrets) expect(log).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});

describe('a proxy BEACON_TRUST_PROXY does not trust', () => {
  it('is named in the log once (issue 28 B18): every client behind it shares its address', async () => {
    const app = await appWithLogLines('warn');
    const { lines } = app;
    try {
      await app.server.inject({ url: '/pulsar-manager/csrf-token' });
      expect(lines.join('')).not.toContain('BEACON_TRUST_PROXY');
      for (let request = 0; request < 3; request += 1)
        await app.server.inject({
          url: '/pulsar-manager/csrf-token',
          headers: { 'x-forwarded-for': '127.0.0.9' },
        });
      const warnings = lines.filter((line) => line.includes('set BEACON_TRUST_PROXY'));
      expect(warnings).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
