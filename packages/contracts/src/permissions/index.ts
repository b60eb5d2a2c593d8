export { PERMISSION_NAMES, type Permission } from './permission-names.ts';
export { canonicalPath, isPulsarName, type CanonicalPath } from './canonical-path.ts';
export {
  PERMISSION_TABLE,
  SUPER_ONLY_RULES,
  type HttpMethod,
  type PermissionRule,
  type PermissionScope,
} from './permission-table.ts';
export {
  authorizeProxyCall,
  authorizeSegments,
  can,
  findRule,
  messagesNotGranted,
  type Authorization,
  type CallerAccess,
} from './authorize.ts';
export {
  ADMIN_VERB,
  grantsOfVerbs,
  MESSAGE_CONTENT_PERMISSIONS,
  MESSAGE_GRANT_VERBS,
  MESSAGE_GRANTS,
  MESSAGE_GRANTS_TUPLE,
  NO_MESSAGE_GRANTS,
  parseRoleVerbs,
  verbsOfGrants,
  type MessageGrant,
  type MessageGrants,
} from './message-grants.ts';
