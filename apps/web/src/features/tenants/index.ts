export { TenantsPage } from './tenants-page/tenants-page.tsx';
export { TenantPage } from './tenant-page/tenant-page.tsx';
export { TenantAdminPage } from './tenant-admin-page/tenant-admin-page.tsx';
export { RoleTagsEditor } from './shared-ui/role-tags-editor.tsx';
export { tenantKeys, useCreateTenant, useDeleteNamespace, useTenantNames } from './tenants.queries.ts';
