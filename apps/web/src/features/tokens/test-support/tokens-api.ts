// Beacon's broker token calls over an in-memory list, answering as apps/server's tokens module does:
// the same paths, shapes and refusals (status and `error` text), with the request bodies recorded.
import {
  TOKEN_MESSAGES,
  createTokenRequestSchema,
  noSigningKeyMessage,
  updateTokenRequestSchema,
  type TokenPolicy,
  type TokenSummary,
} from '@beacon/contracts';
import { HttpResponse, http } from 'msw';
import { operator, url, type SeenRequests } from '../../../test/console-api.ts';

export const POLICY: TokenPolicy = {
  defaultTtlSeconds: 30 * 86_400,
  maxTtlSeconds: 365 * 86_400,
  allowNoExpiry: false,
  signingKey: true,
  algorithm: 'HS256',
};

export function tokenOf(overrides: Partial<TokenSummary> & { role: string }): TokenSummary {
  return {
    tokenId: `id-${overrides.role}`,
    description: '',
    expiresAt: Date.UTC(2030, 0, 1),
    issuer: 'operator',
    createdAt: Date.UTC(2026, 0, 1),
    algorithm: 'HS256',
    ...overrides,
  };
}

/** What the fake mints: recognisable in a test, never a real token. */
export const mintedValue = (role: string) => `eyJhbGciOiJIUzI1NiJ9.${role}.signature`;

const refusal = (status: number, error: string) =>
  HttpResponse.json({ error, message: error, reason: error }, { status });

function zodRefusal(error: { issues: { path: PropertyKey[]; message: string }[] }) {
  const issue = error.issues[0]!;
  return refusal(400, `${issue.path.map(String).join('.')}: ${issue.message}`);
}

export function fakeTokensApi(
  initial: TokenSummary[],
  { policy = POLICY, seen = [] as SeenRequests, environment = 'staging' } = {},
) {
  const tokens = [...initial];
  const byRole = (role: string) => tokens.find((token) => token.role === role);
  const path = url('/tokens/token');
  return [
    http.get(url('/tokens'), ({ request }) => {
      seen.push(request.clone());
      return HttpResponse.json({ total: tokens.length, data: tokens, policy });
    }),
    http.put(path, async ({ request }) => {
      seen.push(request.clone());
      const parsed = createTokenRequestSchema.safeParse(await request.json());
      if (!parsed.success) return zodRefusal(parsed.error);
      if (!policy.signingKey) return refusal(400, noSigningKeyMessage(environment));
      const { role, description, expiresIn } = parsed.data;
      if (byRole(role)) return refusal(409, TOKEN_MESSAGES.exists);
      const now = Date.now();
      const token = tokenOf({
        role,
        description,
        issuer: operator.username,
        createdAt: now,
        expiresAt: expiresIn === null ? null : now + (expiresIn ?? policy.defaultTtlSeconds) * 1000,
      });
      tokens.push(token);
      return HttpResponse.json({
        message: TOKEN_MESSAGES.created,
        tokenId: token.tokenId,
        token: mintedValue(role),
      });
    }),
    http.post(path, async ({ request }) => {
      seen.push(request.clone());
      const parsed = updateTokenRequestSchema.safeParse(await request.json());
      if (!parsed.success) return zodRefusal(parsed.error);
      const token = byRole(parsed.data.role);
      if (!token) return refusal(404, TOKEN_MESSAGES.missing);
      token.description = parsed.data.description;
      return HttpResponse.json({ message: TOKEN_MESSAGES.updated });
    }),
    http.get(url('/tokens/:role'), ({ request, params }) => {
      seen.push(request.clone());
      const token = byRole(String(params.role));
      if (!token) return refusal(404, TOKEN_MESSAGES.missing);
      return HttpResponse.json({
        token: mintedValue(token.role),
        description: token.description,
        role: token.role,
        tokenId: token.tokenId,
      });
    }),
    http.delete(url('/tokens/:role'), ({ request, params }) => {
      seen.push(request.clone());
      const role = String(params.role);
      const index = tokens.findIndex((token) => token.role === role);
      if (index < 0) return refusal(404, TOKEN_MESSAGES.missing);
      tokens.splice(index, 1);
      return HttpResponse.json({ message: TOKEN_MESSAGES.deleted, role });
    }),
  ];
}
