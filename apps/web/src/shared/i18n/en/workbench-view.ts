// The workbench's view of what it read (issue 30 item 3): a start counted back from the end, columns
// picked by path, rows coloured by rules evaluated on the server, and the filter builder.
export const workbenchView = {
  startBack: 'Messages back from the end',
  back: 'How many back',
  backHelp: 'Per partition, a batch counting as one; a partition holding fewer starts at its earliest',
  backIssue: 'Between 1 and {{maximum}}',
  columns: {
    label: 'Columns',
    path: 'Column path',
    pathPlaceholder: 'value.orderId, properties.region, key',
    add: 'Add column',
    remove: 'Remove column {{path}}',
    invalid:
      'A path starts with key, topic, id, producer, publishTime, eventTime, size, value or properties: value.customer.name, properties.region',
    full: 'At most {{maximum}} columns',
  },
  colours: {
    label: 'Colour rows',
    help: 'A row takes the colour of the first rule true of it, evaluated on the server like the filter',
    add: 'Add colour rule',
    expression: 'Rule {{index}} (CEL)',
    colour: 'Colour of rule {{index}}',
    remove: 'Remove rule {{index}}',
    column: 'Rule',
    mark: '{{colour}} · rule {{index}}',
    names: { red: 'Red', orange: 'Orange', green: 'Green', blue: 'Blue', purple: 'Purple' },
  },
  builder: {
    label: 'Build a filter condition',
    field: 'Field',
    fieldPlaceholder: 'value.region',
    operator: 'Operator',
    value: 'Value',
    add: 'Add to filter',
    invalidField: 'Enter a field such as value.orderId, properties.region or key',
    operators: {
      eq: 'equals',
      ne: 'does not equal',
      gt: 'greater than',
      lt: 'less than',
      contains: 'contains',
      startsWith: 'starts with',
      exists: 'exists',
    },
  },
};
