// oidc-provider ships no type declarations; this is the little of it the test provider uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface OidcContext {
    oidc: {
      client: { clientId: string };
      session: { accountId: string; grantIdFor(clientId: string): string | undefined };
      params: Record<string, unknown>;
      result?: { consent?: { grantId?: string } };
      provider: Provider;
    };
  }

  interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    Grant: { new (fields: { clientId: string; accountId: string }): Grant; find(id: string): Promise<Grant> };
    on(event: string, listener: (...args: unknown[]) => void): void;
  }

  export type { OidcContext };
  export default Provider;
}
