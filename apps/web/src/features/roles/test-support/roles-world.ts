// Roles, users and bindings seeded on the real server (decision 0066) through its API, as a super
// user would make them on the Users and Roles screens, for the Roles and Access screens' tests.
import type { RealBeacon } from '../../../test/real-beacon.ts';
import { createUsers } from '../../../test/real-beacon.ts';
import { freshSimulator } from '../../../test/simulator-network.ts';

export interface SeededRole {
  roleName: string;
  tenant: string;
  description?: string;
  /** Its verbs: ADMIN by default; "ADMIN,READ_MESSAGES" grants reading messages. */
  verbs?: string;
}

export interface SeededBinding {
  roleName: string;
  userName: string;
  environment: string;
  description?: string;
}

export interface RolesWorld {
  /** Registered on one simulator; the Pulsar they reach is not what these screens are about. */
  environments: string[];
  /** Local users (the operator is always there). */
  users: string[];
  roles: SeededRole[];
  bindings: SeededBinding[];
}

async function succeeded(answer: Promise<{ statusCode: number; body: string }>, what: string) {
  const { statusCode, body } = await answer;
  if (statusCode !== 200) throw new Error(`${what} failed (${statusCode}): ${body}`);
}

export async function createRole(beacon: RealBeacon, role: SeededRole): Promise<void> {
  await succeeded(
    beacon.superSession.request('PUT', '/pulsar-manager/roles/role', {
      roleName: role.roleName,
      description: role.description ?? '',
      resourceType: 'TENANTS',
      resourceName: role.tenant,
      resourceVerbs: role.verbs ?? 'ADMIN',
    }),
    `creating role ${role.roleName}`,
  );
}

export async function bind(beacon: RealBeacon, binding: SeededBinding): Promise<void> {
  const { roleName, userName, environment, description = '' } = binding;
  await succeeded(
    beacon.superSession.request(
      'PUT',
      `/pulsar-manager/role-binding/${encodeURIComponent(roleName)}/${encodeURIComponent(userName)}`,
      { environment, description },
    ),
    `binding ${userName} to ${roleName} in ${environment}`,
  );
}

/** Seeds `world` on the real server: environments, then users, roles and bindings. */
export async function seedRolesWorld(beacon: RealBeacon, world: RolesWorld): Promise<void> {
  const simulator = freshSimulator();
  for (const environment of world.environments) await beacon.addSimulatorEnvironment(simulator, environment);
  await createUsers(
    beacon,
    world.users.map((name) => ({ name })),
  );
  await Promise.all(world.roles.map((role) => createRole(beacon, role)));
  for (const binding of world.bindings) await bind(beacon, binding);
}

/** The bindings the server holds for `roleName`, as the Roles screen's API lists them. */
export async function bindingsOf(beacon: RealBeacon, roleName: string) {
  const answer = await beacon.superSession.request(
    'GET',
    `/pulsar-manager/role-binding?role=${encodeURIComponent(roleName)}`,
  );
  return answer.json<{ data: { roleName: string; userName: string; environment: string }[] }>().data;
}
