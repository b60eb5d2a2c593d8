// The change plan's preview and apply (issue 33): a policy file applied, a version restored.
export const changes = {
  title: 'Changes to {{environment}}',
  loadFailed: 'Could not check the changes',
  nothing: 'Nothing to change: the environment already holds this.',
  summary_one: '{{count}} call to Pulsar',
  summary_other: '{{count}} calls to Pulsar',
  forbiddenCount_one: '{{count}} of them you may not make: nothing can be applied.',
  forbiddenCount_other: '{{count}} of them you may not make: nothing can be applied.',
  allowed: 'Allowed',
  forbidden: 'Not allowed',
  dryRun: 'Dry run',
  apply: 'Apply',
  stop: 'Stop',
  confirmTitle: 'Apply {{count}} changes to {{environment}}?',
  confirmText:
    'Beacon sends each call in order and stops at the first one Pulsar refuses. Calls already sent stay applied.',
  confirmLabel: 'Apply',
  progress: '{{done}} of {{total}}',
  outcomes: {
    applied: 'Applied',
    'would-apply': 'Would be sent',
    refused: 'Refused',
    pending: 'Waiting',
  },
  refusedBy: {
    beacon: 'Refused by Beacon',
    pulsar: 'Refused by Pulsar',
  },
  ended: {
    applied: 'All {{total}} changes applied.',
    'dry-run': 'Dry run: {{allowed}} of {{total}} calls would be sent, none was.',
    stopped: 'Stopped at call {{at}} of {{total}}: {{reason}}. {{applied}} applied before it.',
  },
  failed: 'The changes could not be applied: {{reason}}',
  kinds: {
    create: 'Create {{subject}}',
    update: 'Update {{subject}}',
    set: 'Set {{subject}}',
    clear: 'Clear {{subject}}',
    grant: 'Grant permissions to {{subject}}',
    revoke: 'Revoke the permissions of {{subject}}',
  },
};
