// Replaying workbench messages (issue 30 item 5, decision 0074): to a topic, or each back to the
// topic a dead-letter topic's REAL_TOPIC property names, counted first, confirmed, at a rate.
export const workbenchReplay = {
  open: 'Replay…',
  openHint: 'Start a read first: a replay sends what the read keeps',
  openOne: 'Replay this message…',
  title: 'Replay messages',
  introRead:
    'Reads again what the last read asked for and sends each message it keeps, its key, properties and value as stored, to the topic chosen. Each gains the property {{property}} with the id it was read as.',
  introChosen:
    'Sends message {{id}} of {{topic}}, its key, properties and value as stored, to the topic chosen. It gains the property {{property}} with its id.',
  limitLowered: 'A replay sends at most {{max}} messages: the read’s limit of {{limit}} is lowered to it.',
  destination: 'Send to',
  toTopic: 'A topic',
  toOriginal: 'Each message’s original topic (REAL_TOPIC, for a dead-letter topic)',
  target: 'Target topic',
  targetHelp: 'persistent://tenant/namespace/topic; a partitioned topic gets each message by its key',
  rate: 'At most, messages a second',
  count: 'Count (dry run)',
  replay: 'Replay',
  counted_one: '{{count}} message would be sent ({{read}} read):',
  counted_other: '{{count}} messages would be sent ({{read}} read):',
  perTarget: '{{topic}}: {{messages}}',
  notFound: 'Not found at Pulsar (trimmed by retention, or never there): {{ids}}',
  nothing: 'No message to send: the read keeps none.',
  confirmTitle: 'Replay messages?',
  confirmCounted_one:
    'Sends {{count}} message to {{target}}, at most {{rate}} a second. A sent message cannot be taken back.',
  confirmCounted_other:
    'Sends {{count}} messages to {{target}}, at most {{rate}} a second. A sent message cannot be taken back.',
  confirmUncounted:
    'Sends every message this read keeps to {{target}}, at most {{rate}} a second. A sent message cannot be taken back.',
  originalTopics: 'each message’s original topic',
  sent_one: '{{count}} message sent',
  sent_other: '{{count}} messages sent',
  partly: '{{sent}} sent, {{failed}} refused by Pulsar: {{reason}}',
  failed: 'The replay was refused',
  issues: {
    target: 'A target is persistent://tenant/namespace/topic',
  },
};
