// The command palette (issue 33 item 1): Ctrl/Cmd+K or / anywhere in the console.
export const palette = {
  open: 'Go to… ({{shortcut}})',
  title: 'Go to',
  label: 'Screen, tenant, namespace, topic, subscription…',
  placeholder: 'Type a name: screen, tenant, topic, subscription, function…',
  results: 'Results',
  hint: '↑ ↓ to move, Enter to open or run, Esc to close',
  searching: 'Searching…',
  empty: 'Nothing matches “{{query}}”',
  failed: 'Could not search the topics and subscriptions: {{reason}}',
  count_one: '{{count}} result',
  count_other: '{{count}} results',
  kinds: {
    screen: 'Screen',
    tenant: 'Tenant',
    namespace: 'Namespace',
    topic: 'Topic',
    partitionedTopic: 'Partitioned topic',
    subscription: 'Subscription',
    broker: 'Broker',
    user: 'User',
    role: 'Role',
    function: 'Function',
    source: 'Source',
    sink: 'Sink',
    action: 'Action',
  },
  // What an action row says; the name it acts on is written below it.
  actions: {
    workbench: 'Open in the workbench',
    unloadTopic: 'Unload the topic…',
    clearTopicBacklog: 'Clear the backlog of all its subscriptions…',
    unloadNamespace: 'Unload the namespace…',
    clearBacklog: 'Clear the subscription’s backlog…',
    resetSubscription: 'Reset the subscription…',
  },
  // The questions the actions ask (the pages' own words where they have them).
  run: {
    unloadTopic: { title: 'Unload the topic' },
    unloadNamespace: {
      title: 'Unload the namespace',
      confirm:
        'Unload all bundles of {{namespace}} in this environment’s cluster? All its topics reconnect to the brokers that take them over.',
      ok: 'Unload',
    },
    clearBacklog: {
      confirm:
        'Discard every message in the backlog of subscription {{subscription}} of {{topic}}. Other subscriptions keep theirs.',
    },
    clearTopicBacklog: {
      title: 'Clear the backlog of all subscriptions',
      confirm_one:
        'Discard every message in the backlog of the {{count}} subscription of {{topic}} ({{names}}). Unread messages are skipped for good.',
      confirm_other:
        'Discard every message in the backlogs of the {{count}} subscriptions of {{topic}} ({{names}}). Unread messages are skipped for good.',
      ok: 'Clear backlogs',
      done_one: 'Cleared the backlog of {{count}} subscription of {{topic}}',
      done_other: 'Cleared the backlogs of {{count}} subscriptions of {{topic}}',
      none: '{{topic}} has no subscriptions: there is no backlog to clear.',
      readFailed: 'Could not read the subscriptions of {{topic}}: {{reason}}',
    },
    reset: {
      intro: 'Move the cursor of subscription {{subscription}} of {{topic}} to:',
      to: 'Move the cursor to',
      earliest: 'The earliest message kept',
      latest: 'The latest message',
      time: 'A time, minutes ago',
      earliestMeans: 'Every message the topic still keeps is delivered again.',
      latestMeans: 'Every message published so far is acknowledged; only new ones are delivered.',
    },
  },
};
