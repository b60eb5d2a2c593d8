// The broker tokens screen (/tokens): Pulsar JWTs minted for a role in the current environment.
export const tokens = {
  list: {
    title: 'Tokens',
    intro:
      'Tokens for Pulsar clients, signed with this environment’s key. A token is shown once when it is made; Beacon keeps it encrypted.',
    empty: 'No tokens in this environment yet',
    loadFailed: 'Could not load the tokens',
    forbidden: 'Only super users and tenant admins can manage tokens',
  },
  environment: 'Environment: {{name}}',
  noSigningKey: {
    title: 'This environment cannot sign tokens',
    text: 'Environment “{{name}}” has no token signing key. Add one (an HS256 secret or an RS256/ES256 private key) in its settings, then come back.',
    textAdmin:
      'Environment “{{name}}” has no token signing key. Ask a super user to add one in its settings.',
    link: 'Open the environment settings',
  },
  columns: {
    role: 'Role',
    description: 'Description',
    expiry: 'Expiry',
    issuer: 'Issuer',
    created: 'Created',
    actions: 'Actions',
  },
  expired: 'expired',
  never: 'never',
  actions: {
    new: 'New Token',
    view: 'View',
    viewNamed: 'View the token of {{role}}',
    edit: 'Edit',
    editNamed: 'Edit {{name}}',
    delete: 'Delete',
    deleteNamed: 'Delete the token of {{name}}',
  },
  fields: {
    role: 'Role',
    rolePlaceholder: 'Please input role name',
    description: 'Description',
    descriptionPlaceholder: 'Please input description for role',
    expiry: 'Expires',
    customDate: 'Expiry date',
  },
  expiryChoices: {
    '1d': '1 day',
    '30d': '30 days',
    '90d': '90 days',
    '365d': '1 year',
    custom: 'Custom date',
    never: 'No expiry',
  },
  expiryHint: 'At most {{days}} days from now.',
  customDateRequired: 'Pick the expiry date',
  createDialog: {
    title: 'New Token',
    ok: 'Create',
    created: 'Token created',
    failed: 'The token was not created',
  },
  editDialog: {
    title: 'Update Token',
    ok: 'Save',
    updated: 'Token updated',
    failed: 'The token was not updated',
  },
  shownDialog: {
    createdTitle: 'Token for {{role}}',
    viewTitle: 'Token of {{role}}',
    // Decision 0038: a super user who typed their password in the last 5 minutes may view it again.
    warning: 'Copy it now: later only a super user, after typing their password again, can view it.',
    viewWarning: 'Anyone with this token acts as {{role}} in Pulsar. Keep it secret.',
    token: 'Token',
    copy: 'Copy',
    copied: 'Token copied',
    copyFailed: 'Could not copy: select the token and copy it yourself',
    close: 'Done',
  },
  viewFailed: 'The token could not be shown',
  deleteDialog: {
    title: 'Delete the token of {{name}}',
    question:
      'Beacon forgets this token. A token already handed out stays valid in Pulsar until it expires ({{expiry}}).',
    descriptionNever:
      'Beacon forgets this token. A token already handed out never expires: it stays valid in Pulsar until the signing key changes.',
  },
  messages: { deleted: 'Token deleted' },
};
