// The users list, paged and searched in the database. The search is a case-insensitive substring of
// name, email, description or company; `lower(…) like lower(…)` behaves alike on SQLite and PostgreSQL
// (PostgreSQL's LIKE is case-sensitive, SQLite's only for non-ASCII), and the operator's `%`, `_` and
// `\` are escaped so they match themselves.
import { type Kysely, sql } from 'kysely';
import type { UserListQuery, UserListResponse, UserSource, UserSummary } from '@beacon/contracts';
import type { Database } from '../../db/tables.ts';
import type { UserRepository } from './user.repository.ts';

const SEARCHED_COLUMNS = ['name', 'email', 'description', 'company'] as const;

/** `text` as a LIKE pattern that matches it literally anywhere, with `\` as the escape character. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export async function listUsers(
  db: Kysely<Database>,
  users: UserRepository,
  query: UserListQuery,
): Promise<UserListResponse> {
  const search = query.search ? containsPattern(query.search) : undefined;
  const filtered = db
    .selectFrom('users')
    .$if(search !== undefined, (builder) =>
      builder.where((eb) =>
        eb.or(
          SEARCHED_COLUMNS.map(
            (column) => sql<boolean>`lower(${sql.ref(column)}) like ${search} escape '\\'`,
          ),
        ),
      ),
    );
  const [rows, counted] = await Promise.all([
    filtered
      // Only what the list shows: never the password hash.
      .select([
        'id',
        'name',
        'description',
        'email',
        'phone_number',
        'location',
        'company',
        'source',
        'last_login_at',
        'created_at',
      ])
      .orderBy('name')
      .limit(query.page_size)
      .offset((query.page_num - 1) * query.page_size)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const data = await Promise.all(
    rows.map(async (row): Promise<UserSummary> => {
      const access = await users.accessOf(row.id);
      return {
        name: row.name,
        description: row.description,
        email: row.email,
        phoneNumber: row.phone_number,
        location: row.location,
        company: row.company,
        roles: access.roles,
        tenants: access.tenants,
        source: row.source as UserSource,
        lastLoginAt: row.last_login_at === null ? null : Number(row.last_login_at),
        createdAt: Number(row.created_at),
      };
    }),
  );
  return { total: Number(counted.total), data };
}
