// Words of the shared page kit (confirmations, page states, detail frames).
export const ui = {
  confirm: {
    delete: 'Delete',
    cancel: 'Cancel',
    failed: 'The operation failed',
    typeName: 'This cannot be undone. Type {{name}} to confirm.',
  },
  forbidden: {
    title: 'Pulsar does not let you read this',
  },
  notFound: {
    tenant: 'Tenant {{tenant}}',
    backToTenants: 'Back to the tenants',
    partitionedTopic: 'Partitioned topic {{topic}}',
    subscription: 'Subscription {{subscription}} of {{topic}}',
    backToSubscriptions: 'Back to the subscriptions of {{topic}}',
    topic: 'Topic {{topic}}',
    backToTopics: 'Back to the topics of {{namespace}}',
    title: '{{what}} does not exist',
    detail: 'It may have been deleted, or the link is mistyped.',
    detailInEnvironment:
      'There is no such thing in environment {{environment}}: it may have been deleted, or be in another environment.',
    backToNamespaces: 'Back to the namespaces of {{tenant}}',
  },
  autoRefresh: {
    label: 'Auto Refresh',
    off: 'Off',
    seconds: '{{count}} s',
  },
};
