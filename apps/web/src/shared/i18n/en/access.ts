// The effective access page (/users/:user/access): what a user reaches, through which binding, and
// the menu it would see.
export const access = {
  title: 'Access of {{name}}',
  intro:
    'What {{name}} reaches in each registered environment, and through which role binding. Changes on the Roles screen apply at the user’s next request.',
  loadFailed: 'Could not load the access of this user',
  forbidden: 'Only super users can see a user’s access',
  notFound: 'User {{name}}',
  open: 'Access',
  openNamed: 'Access of {{name}}',
  backToUsers: 'Back to Users',
  environments: 'Environments',
  noEnvironments: 'No environment is registered yet.',
  superUser: 'Super user',
  superVia: 'Through role {{role}}, in all environments',
  noAccess: 'No access',
  tenantAdmin_one: 'Admin of {{count}} tenant',
  tenantAdmin_other: 'Admin of {{count}} tenants',
  via: 'Through',
  viaBinding: '{{role}} in {{environment}}',
  allEnvironments: 'all environments',
  columns: {
    tenant: 'Tenant',
    via: 'Given by',
    messages: 'Message contents',
  },
  noMessageGrants: 'Not granted',
  actions: {
    title: 'Actions in each administered tenant',
    intro: 'The proxy’s permission names a tenant admin holds in each of its tenants, grouped by resource.',
    none: 'None: this user administers no tenant.',
    super: 'Every action, in every environment.',
  },
  groups: {
    tenant: 'Tenants',
    namespace: 'Namespaces',
    topic: 'Topics',
    subscription: 'Subscriptions',
    message: 'Messages',
    function: 'Functions',
    connector: 'Connectors',
    schema: 'Schemas',
    other: 'Other',
  },
  unmatched: {
    title: 'Bindings to environments that are not registered',
    description:
      'These bindings name an environment that does not exist (any more): they give nothing today, and would give access again if an environment of that name were registered.',
  },
  viewAs: {
    title: 'View as {{name}}',
    intro: 'The menu {{name}} sees, read-only. Where its tenants differ between environments, each is shown.',
    noMenu: 'No menu: {{name}} may open no screen here.',
    inEnvironments: 'In {{environments}}',
    menu: 'Menu of {{name}}',
    tenantPage: 'Tenants on its tenant page',
  },
};
