// Failure domains of a cluster: the cluster page's FAILURE DOMAINS tab and a domain's own page.
import { PLACEMENT_ISSUES } from '@beacon/contracts';

export const failureDomains = {
  columns: { name: 'Domain Name', brokers: 'Brokers', actions: 'Actions' },
  noBrokers: 'No brokers',
  inactiveBroker: '{{broker}} (not active)',
  brokersFailed: 'Could not load the brokers of this cluster',
  list: {
    search: 'Search Failure Domains',
    loadFailed: 'Could not load the failure domains',
    forbidden: 'Only super users can see failure domains',
    empty: 'This cluster has no failure domains',
    noMatch: 'No failure domain matches “{{filter}}”',
  },
  actions: {
    new: 'New Failure Domain',
    create: 'Create',
    edit: 'Edit',
    editNamed: 'Edit failure domain {{name}}',
    delete: 'Delete',
    deleteNamed: 'Delete failure domain {{name}}',
    update: 'Update Failure Domain',
    deleteDomain: 'Delete Failure Domain',
  },
  dialog: {
    title: 'Add a New Failure Domain',
    name: 'Domain Name',
    namePlaceholder: 'Please input domain name',
    brokers: 'Broker List',
    brokersPlaceholder: 'Please select brokers',
    createFailed: 'Could not create the failure domain',
  },
  deleteDialog: {
    title: 'Delete Failure Domain',
    question: 'Are you sure you want to delete the failure domain {{name}}?',
  },
  page: {
    title: 'Failure Domain {{name}}',
    cluster: 'Cluster',
    brokers: 'Broker List',
    brokersHint:
      'The brokers that belong to this failure domain. With failure-domain-aware placement on, Pulsar spreads a namespace’s bundles across domains.',
    loadFailed: 'Could not load the failure domain',
    updateFailed: 'Could not update the failure domain',
    what: 'Failure domain {{name}}',
    back: 'Back to the failure domains',
    dangerZone: 'Danger Zone',
  },
  messages: {
    created: 'Successfully create a failure domain',
    updated: 'Successfully update a failure domain',
    deleted: 'Successfully delete a failure domain',
  },
  issues: {
    domainNameRequired: PLACEMENT_ISSUES.domainNameRequired,
    domainNameSlash: 'A domain name cannot contain “/”',
    domainExists: 'This cluster already has a failure domain with this name',
  },
};
