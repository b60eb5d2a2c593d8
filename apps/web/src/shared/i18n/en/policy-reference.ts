// The reference line under each policy's help (decision 0086): the unit of each number the policy
// takes and the broker settings it maps to. Built from data (policy-units.ts and the catalogue's
// broker keys), so only the words around them are here.
export const policyReference = {
  unit: 'Unit: {{units}}',
  units: 'Units: {{units}}',
  fieldUnit: '{{field}} — {{unit}}',
  unitSeparator: '; ',
  // <keys/> is the list of broker.conf names, shown as code.
  brokerSetting: 'Broker setting: <keys/>',
  brokerSettings: 'Broker settings: <keys/>',
  keySeparator: ', ',
  partSeparator: ' · ',
  unitNames: {
    milliseconds: 'milliseconds',
    seconds: 'seconds',
    minutes: 'minutes',
    bytesWithSuffix: 'bytes, or with a K, M, G or T suffix (powers of 1024)',
    megabytes: 'megabytes',
    bookies: 'bookies',
    producers: 'producers',
    consumers: 'consumers',
    subscriptions: 'subscriptions',
    topics: 'topics',
    partitions: 'partitions',
    messages: 'messages',
    markDeletesPerSecond: 'mark-delete writes per second',
    messagesPerPeriod: 'messages per time period',
    bytesPerPeriod: 'bytes per time period',
    subscribesPerPeriod: 'subscribe requests per time period',
    messagesPerSecond: 'messages per second',
    bytesPerSecond: 'bytes per second',
  },
};
