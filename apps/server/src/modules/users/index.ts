// The users module's one face: other modules and app.ts import it only through this file (the fence
// beacon/server-module-boundaries, decision 0063). User accounts: the first-run setup, the super
// user bootstrap, user administration, access.
export type { SuperuserBootstrap } from './superuser-bootstrap.ts';
export type { FirstRunSetup } from './first-run-setup.ts';
export { UserRepository } from './user.repository.ts';
export { accessIn, accessInEnvironment, reaches, loadAccess } from './access.ts';
export type { Access } from './access.ts';
export { SUPER_ROLE_ID, SUPER_ROLE_NAME } from './super-role.ts';
export { refuseRemovingLastSuperUser } from './user-admin.super-users.ts';
export { bindRoles } from './tenant-roles.ts';
export { registerUsers } from './register-users.ts';
export type { UsersApi } from './register-users.ts';
