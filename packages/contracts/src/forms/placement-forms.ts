// The validation messages of the placement forms (issue 16 items 3–5), word for word as spec §5 and
// Pulsar Manager (lang/en.js `fd`, `ip`) have them. The web's English texts are these; the Chinese
// ones translate them. No server check repeats them: Pulsar itself validates what is sent.
export const PLACEMENT_ISSUES = {
  domainNameRequired: 'Domain Name is required',
  policyNameRequired: 'Policy name cannot be empty',
  namespaceRegexRequired: 'Namespace regex cannot be empty',
  namespaceRegexExists: 'Namespace regex already exists',
  primaryRegexRequired: 'Primary broker regex cannot be empty',
  primaryRegexExists: 'Primary broker regex already exists',
  secondaryRegexRequired: 'Secondary broker regex cannot be empty',
  secondaryRegexExists: 'Secondary broker regex already exists',
  minLimitPositive: 'Minimal available brokers should be greater than 0',
  usageThresholdPositive: 'Broker usage threshold should be greater than 0',
  bookieRequired: 'Bookie is required',
  groupRequired: 'Group is required',
  rackRequired: 'Rack is required',
  rackSlash: 'A rack name holds at most one “/” besides its start and end (/region/rack)',
  bookieAddress: 'Write the bookie as address:port, e.g. bookie-1:3181',
} as const;

export type PlacementIssue = keyof typeof PLACEMENT_ISSUES;
