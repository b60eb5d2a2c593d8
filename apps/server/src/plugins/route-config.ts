import type { ConsoleRole } from '@beacon/contracts';
import type { UserRow, SessionRow } from '../db/tables.ts';
import type { Access } from '../modules/users/user.repository.ts';

export interface Authenticated {
  user: UserRow;
  session: SessionRow;
  access: Access;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session. Every route is private unless it says otherwise (default deny). */
    public?: boolean;
    /** Unsafe methods need a CSRF token unless this is false (only login: it has no session yet). */
    csrf?: boolean;
    /** Console roles allowed on this route; absent means any signed-in user. */
    roles?: readonly ConsoleRole[];
  }
  interface FastifyRequest {
    auth: Authenticated | undefined;
  }
}
