// Labels for values Pulsar returns as fixed words (enum constants). The screens show the label and
// keep Pulsar's own word in a tooltip, so an operator can still match it to logs and documentation.
export const pulsarValues = {
  subscriptionType: {
    Exclusive: 'Exclusive',
    Shared: 'Shared',
    Failover: 'Failover',
    Key_Shared: 'Key_Shared',
  },
  /** What a client role may do (AuthAction). */
  authAction: {
    consume: 'consume',
    produce: 'produce',
    functions: 'functions',
    sources: 'sources',
    sinks: 'sinks',
    packages: 'packages',
  },
  topicDomain: {
    persistent: 'persistent',
    'non-persistent': 'non-persistent',
  },
  /** ManagedLedgerImpl.State, as internal stats report it. */
  ledgerState: {
    None: 'None',
    LedgerOpened: 'Ledger open',
    ClosingLedger: 'Closing ledger',
    ClosedLedger: 'Ledger closed',
    CreatingLedger: 'Creating ledger',
    Closed: 'Closed',
    Fenced: 'Fenced',
    FencedForDeletion: 'Fenced for deletion',
    Terminated: 'Terminated',
    WriteFailed: 'Write failed',
  },
};
