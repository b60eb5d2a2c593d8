// The users feature's public API: the user menu opens Change password (lazily: it is in no page's
// first download). The /users screen is reached through the route table.
export { ChangePasswordDialog } from './change-password-dialog.tsx';
// Role changes refresh the users list's role tags through its query keys.
export { userKeys } from './users.queries.ts';
// The command palette finds users by name (super users only, as the /users screen).
export { fetchUsers } from './users.api.ts';
