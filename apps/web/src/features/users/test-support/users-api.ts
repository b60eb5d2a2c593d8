// Beacon's user calls over an in-memory list, answering as apps/server's user-admin module does:
// the same paths, refusals (status and `error` text) and paging, with the request bodies recorded.
import {
  changeOwnPasswordRequestSchema,
  changePasswordRequestSchema,
  createUserRequestSchema,
  type UserSummary,
} from '@beacon/contracts';
import { HttpResponse, http } from 'msw';
import { operator, url, type SeenRequests } from '../../../test/console-api.ts';

export function userOf(overrides: Partial<UserSummary> & { name: string }): UserSummary {
  return {
    description: '',
    email: `${overrides.name}@example.com`,
    phoneNumber: '',
    location: '',
    company: '',
    roles: [],
    tenants: [],
    source: 'local',
    lastLoginAt: null,
    createdAt: Date.UTC(2026, 0, 1),
    ...overrides,
  };
}

const refusal = (status: number, error: string) =>
  HttpResponse.json({ error, message: error, reason: error }, { status });

/** The server's 400 text for a zod refusal: `<field>: <message>`. */
function zodRefusal(error: { issues: { path: PropertyKey[]; message: string }[] }) {
  const issue = error.issues[0]!;
  return refusal(400, `${issue.path.map(String).join('.')}: ${issue.message}`);
}

export function fakeUsersApi(initial: UserSummary[], seen: SeenRequests = []) {
  const users = [...initial];
  const path = url('/users/user');
  const byName = (name: string) => users.find((user) => user.name === name);
  return [
    http.get(url('/users'), ({ request }) => {
      seen.push(request.clone());
      const query = new URL(request.url).searchParams;
      const page = Number(query.get('page_num') ?? 1);
      const size = Number(query.get('page_size') ?? 10);
      const search = (query.get('search') ?? '').toLowerCase();
      const matching = users
        .filter((user) =>
          [user.name, user.email, user.description, user.company].some((text) =>
            text.toLowerCase().includes(search),
          ),
        )
        .sort((a, b) => a.name.localeCompare(b.name));
      return HttpResponse.json({
        total: matching.length,
        data: matching.slice((page - 1) * size, page * size),
      });
    }),
    http.put(path, async ({ request }) => {
      seen.push(request.clone());
      const parsed = createUserRequestSchema.safeParse(await request.json());
      if (!parsed.success) return zodRefusal(parsed.error);
      if (byName(parsed.data.name)) return refusal(409, 'User already exist, please check');
      const { name, description = '', email, phoneNumber = '', location = '', company = '' } = parsed.data;
      users.push(userOf({ name, description, email, phoneNumber, location, company }));
      return HttpResponse.json({ message: 'Create a user success' });
    }),
    http.post(path, async ({ request }) => {
      seen.push(request.clone());
      const body = (await request.json()) as UserSummary;
      const user = byName(body.name);
      if (!user) return refusal(404, 'Failed update a user, user does not exist');
      Object.assign(user, body);
      return HttpResponse.json({ message: 'Update a user success' });
    }),
    http.delete(path, async ({ request }) => {
      seen.push(request.clone());
      const { name } = (await request.json()) as { name: string };
      if (name === operator.username) return refusal(400, 'You cannot delete your own account');
      const user = byName(name);
      if (!user) return refusal(404, 'Failed delete a user, user does not exist');
      if (user.roles.includes('super') && users.filter((each) => each.roles.includes('super')).length === 1)
        return refusal(400, 'You cannot delete the last super user');
      users.splice(users.indexOf(user), 1);
      return HttpResponse.json({ message: 'Delete a user success' });
    }),
    http.post(`${path}/password`, async ({ request }) => {
      seen.push(request.clone());
      const parsed = changePasswordRequestSchema.safeParse(await request.json());
      if (!parsed.success) return zodRefusal(parsed.error);
      return HttpResponse.json({ message: 'Change a password success' });
    }),
    http.post(url('/users/password'), async ({ request }) => {
      seen.push(request.clone());
      const parsed = changeOwnPasswordRequestSchema.safeParse(await request.json());
      if (!parsed.success) return zodRefusal(parsed.error);
      if (parsed.data.currentPassword !== operator.password)
        return refusal(400, 'The current password is incorrect');
      return HttpResponse.json({ message: 'Change your password success' });
    }),
  ];
}
