/** The id of the built-in `super` role created by the first migration. */
export const SUPER_ROLE_ID = '00000000-0000-4000-8000-000000000001';
/** Its name, which the role-binding calls take. */
export const SUPER_ROLE_NAME = 'super';
