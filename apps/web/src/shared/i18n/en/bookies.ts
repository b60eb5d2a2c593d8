// Bookies (BookKeeper's HTTP API through the environment's bookie URL) and their rack placement.
import { PLACEMENT_ISSUES } from '@beacon/contracts';

export const bookies = {
  page: {
    title: 'Bookies',
    intro:
      'The bookies of the current environment, their state and disk, and where the rack-aware placement puts them.',
  },
  columns: {
    bookie: 'Bookie',
    state: 'State',
    free: 'Free disk',
    total: 'Total disk',
    used: 'Used',
    rack: 'Rack',
    group: 'Group',
    hostname: 'Host name',
    actions: 'Actions',
  },
  state: { rw: 'Read-write', ro: 'Read-only' },
  notPlaced: 'Not placed',
  list: {
    title: 'Bookies',
    intro: 'As BookKeeper’s HTTP API answers through the environment’s bookie URL.',
    from: 'As BookKeeper’s HTTP API answers at {{url}}.',
    empty: 'The bookie URL answers no bookies',
  },
  unavailable: {
    noUrl: 'Environment “{{environment}}” has no bookie URL, so its bookies cannot be listed.',
    off: 'The bookie URL of environment “{{environment}}” ({{url}}) does not answer.',
    offHint:
      'BookKeeper’s HTTP server must be on (httpServerEnabled=true in bk_server.conf) and reachable from Beacon at that address. Rack placement below still works: Pulsar keeps it.',
    refused: 'BookKeeper refused to list the bookies of environment “{{environment}}”.',
    environments: 'Check the environment’s bookie URL',
    retry: 'Retry',
  },
  racks: {
    title: 'Rack placement',
    intro: 'Which group and rack each bookie belongs to, for Pulsar’s rack-aware ensemble placement.',
    cluster: 'Cluster',
    ofCluster:
      'Kept in the metadata store of cluster {{cluster}}: each cluster of the environment has its own placement.',
    loadFailed: 'Could not load the rack placement',
    forbidden: 'Only super users can see the rack placement',
    empty: 'No bookie has a rack yet',
  },
  actions: {
    addRack: 'Add',
    add: 'Add',
    save: 'Save',
    edit: 'Edit',
    editNamed: 'Edit the rack of {{bookie}}',
    delete: 'Delete',
    deleteNamed: 'Delete the rack of {{bookie}}',
  },
  rackDialog: {
    addTitle: 'Add a bookie rack',
    editTitle: 'Edit the rack of {{bookie}}',
    bookie: 'Bookie',
    bookiePlaceholder: 'address:port, e.g. bookie-1:3181',
    group: 'Group',
    groupHint: 'A set of racks, e.g. one per data center; “default” unless you use several.',
    groupPlaceholder: 'default',
    rack: 'Rack',
    rackHint:
      'With the rack-aware placement policy a rack name holds no “/” except at its ends, e.g. /rack-1.',
    rackPlaceholder: 'e.g. /rack-1',
    hostname: 'Host name',
    hostnamePlaceholder: 'Optional',
    failed: 'Could not save the rack',
  },
  deleteDialog: {
    title: 'Delete bookie rack',
    question: 'Are you sure you want to delete the rack placement of {{bookie}}?',
  },
  messages: {
    rackAdded: 'Create success for bookies',
    rackUpdated: 'Update success for bookies',
    rackDeleted: 'Delete success for bookies',
  },
  issues: {
    bookieRequired: PLACEMENT_ISSUES.bookieRequired,
    bookieAddress: PLACEMENT_ISSUES.bookieAddress,
    groupRequired: PLACEMENT_ISSUES.groupRequired,
    rackRequired: PLACEMENT_ISSUES.rackRequired,
    rackSlash: PLACEMENT_ISSUES.rackSlash,
  },
};
