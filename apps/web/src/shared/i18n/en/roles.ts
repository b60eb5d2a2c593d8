// The roles screen (/roles): roles, their bindings to users per environment.
export const roles = {
  list: {
    title: 'Roles',
    intro:
      'A role administers one tenant; binding it to a user in an environment (or in all of them) makes that user the tenant’s admin there. Only super users manage roles.',
    search: 'Search name, description or tenant',
    empty: 'No roles yet',
    noMatch: 'No role matches “{{filter}}”',
    loadFailed: 'Could not load the roles',
    forbidden: 'Only super users can manage roles',
  },
  columns: {
    name: 'Role name',
    description: 'Description',
    resourceType: 'Resource type',
    tenant: 'Tenant',
    verbs: 'Verbs',
    source: 'Source',
    bindings: 'Bindings',
    actions: 'Actions',
  },
  resourceTypes: {
    ALL: 'Super user',
    TENANTS: 'Tenant admin',
  },
  sources: {
    system: 'System',
    local: 'Local',
    sso: 'Single sign-on',
  },
  allTenants: 'All tenants',
  actions: {
    new: 'New role',
    edit: 'Edit',
    editNamed: 'Edit {{name}}',
    delete: 'Delete',
    deleteNamed: 'Delete {{name}}',
    bind: 'Bind a user',
    bindNamed: 'Bind a user to {{name}}',
    unbind: 'Remove',
    unbindNamed: 'Remove {{user}} from {{role}} in {{environment}}',
  },
  fields: {
    name: 'Role name',
    description: 'Description',
    tenant: 'Tenant',
    tenantHint:
      'A tenant of the current environment, or any tenant name: a role is not tied to one environment.',
    user: 'User',
    userPlaceholder: 'Search users',
    environment: 'Environment',
    superEnvironmentHint: 'The super role is always bound in every environment.',
    messages: 'Messages',
    messagesHint:
      'Administering a tenant does not show what its messages say: tick what this role may do with their contents.',
    grantsNeedRead: 'Exporting and replaying read the messages: tick Read too',
  },
  grants: {
    read: 'Read',
    export: 'Export',
    replay: 'Replay',
  },
  verbNames: {
    ADMIN: 'Admin',
    SUPER_USER: 'Super user',
    READ_MESSAGES: 'Read messages',
    EXPORT_MESSAGES: 'Export messages',
    REPLAY_MESSAGES: 'Replay messages',
  },
  createDialog: {
    title: 'New role',
    ok: 'Create',
    created: 'Role created',
    failed: 'The role was not created',
  },
  editDialog: {
    title: 'Edit role {{name}}',
    ok: 'Save',
    updated: 'Role updated',
    failed: 'The role was not updated',
    atOnce: 'Users bound to this role get the changed access at their next request.',
  },
  deleteDialog: {
    title: 'Delete role {{name}}?',
    description_one:
      'The role and its binding are deleted: {{count}} user loses the access it gives, at once.',
    description_other:
      'The role and its bindings are deleted: {{count}} users lose the access it gives, at once.',
    question: 'Nobody is bound to this role. It is deleted for good.',
    counting: 'Counting the users bound to this role…',
  },
  messages: { deleted: 'Role deleted' },
  bindings: {
    title: 'Bindings of {{name}}',
    empty: 'No user is bound to this role',
    loadFailed: 'Could not load the bindings',
    allEnvironments: 'All environments',
    everyEnvironment: 'All environments (*)',
    columns: {
      user: 'User',
      environment: 'Environment',
      description: 'Description',
      createdBy: 'Made by',
      createdAt: 'When',
      actions: 'Actions',
    },
    access: 'Access of {{user}}',
  },
  bindDialog: {
    title: 'Bind a user to {{name}}',
    ok: 'Bind',
    bound: 'User bound',
    failed: 'The user was not bound',
  },
  unbindDialog: {
    title: 'Remove {{user}} from {{role}}?',
    description:
      '{{user}} loses the access role {{role}} gives in {{environment}} at its next request (another binding may still give it).',
    removed: 'Binding removed',
  },
};
