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
  type Authorization,
  type CallerAccess,
} from './authorize.ts';
