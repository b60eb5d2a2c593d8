// The roles feature's public API: /roles is reached through the route table; the access page reads
// a user's effective access under the same query keys, so a role or binding change refreshes it.
export { roleKeys } from './roles.queries.ts';
// The command palette finds roles by name (super users only, as the /roles screen).
export { fetchRoles } from './roles.api.ts';
