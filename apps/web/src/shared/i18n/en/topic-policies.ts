// A topic's own policies on its POLICIES tab (issue 31): its local and global values, and the value
// in force with where it comes from. The policies' names, help and fields are the namespace's.
export const topicPolicies = {
  title: 'Topic policies',
  explain:
    'A value set on the topic overrides its namespace’s. Local values apply in this cluster; global values are replicated to every cluster of a geo-replicated namespace. A local value wins over a global one.',
  scope: {
    label: 'Values to edit',
    local: 'Local',
    global: 'Global',
  },
  globalNote: 'The schema policies have no global value: switch to Local to edit them.',
  readOnly: 'You may read these policies but not change them.',
  forbidden: 'Only a super user or an administrator of tenant {{tenant}} may see this topic’s policies.',
  onPartition:
    'Policies are set on the partitioned topic, and apply to all of its partitions: open {{topic}} to edit them.',
  source: {
    set: 'Set here',
    inherited: 'Not set here',
  },
  clearConfirm: 'Clear {{policy}} here? The value below, from the next level, will apply.',
  saved: '{{policy}} saved on the topic.',
  cleared: '{{policy}} cleared on the topic.',
  inForce: {
    label: 'In force:',
    loading: 'In force: reading…',
    local: 'the topic’s local value',
    global: 'the topic’s global value',
    namespace: 'from namespace {{namespace}}',
    broker: 'the broker’s defaults',
    unknown: 'Could not read the levels above: {{reason}}',
    pulsarApplied: 'as Pulsar reports it (applied)',
  },
};
