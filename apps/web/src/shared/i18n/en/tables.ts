// Words of the shared tables: the role-permissions editor used on namespaces and topics.
export const tables = {
  /** An empty list with nothing more specific to say. */
  empty: 'No rows',
  permissions: {
    role: 'Role',
    actions: 'Permissions',
    operation: 'Operation',
    actionsOf: 'Permissions of role {{role}}',
    revoke: 'Revoke',
    revokeNamed: 'Revoke every permission of role {{role}}',
    revokeTitle: 'Revoke role {{role}}',
    revokeQuestion:
      'Revoke every permission of role {{role}} on {{resource}}? Its clients lose access at once.',
    newRole: 'Role',
    newRolePlaceholder: 'Client role, e.g. app-reader',
    newActions: 'Permissions to grant',
    grant: 'Grant',
    grantTitle: 'Grant permissions to a role',
    roleRequired: 'Role is required',
    roleExists: 'This role already exists',
    inherited: 'Granted on namespace {{namespace}}: change it there',
    readOnly: 'You can see these permissions but not change them.',
    refused: 'Pulsar refused the change: {{reason}}',
    loadFailed: 'The permissions could not be loaded',
  },
};
