// The masking rules screen (/masking-rules; issue 30 item 6, decision 0073), for super users.
export const maskingRules = {
  list: {
    title: 'Masking rules',
    intro:
      'Fields the server hides before any read, filter, export or replay sees a message: replaced by “•••• masked”, for super users too. A rule holds from the next read on.',
    empty: 'No masking rules yet',
    loadFailed: 'Could not load the masking rules',
    forbidden: 'Only super users can manage masking rules',
  },
  columns: {
    environment: 'Environment',
    topicPattern: 'Topic pattern',
    fields: 'Hidden fields',
    description: 'Description',
    actions: 'Actions',
  },
  everyEnvironment: 'Every environment',
  actions: {
    new: 'New rule',
    edit: 'Edit',
    editNamed: 'Edit masking rule {{name}}',
    delete: 'Delete',
    deleteNamed: 'Delete masking rule {{name}}',
  },
  deleteDialog: {
    title: 'Delete masking rule {{name}}?',
    question: 'Messages of {{name}} show these fields again from the next read.',
  },
  messages: { deleted: 'Masking rule deleted' },
  fields: {
    environment: 'Environment',
    topicPattern: 'Topic pattern',
    topicPatternHint: 'persistent://tenant/namespace/topic; * stands for any characters but /',
    fields: 'Fields to hide',
    fieldsHint: 'key, value, value.<path> (value.card.number) or properties.<name>; Enter after each',
    description: 'Description',
  },
  createDialog: {
    title: 'New masking rule',
    ok: 'Create',
    created: 'Masking rule created',
    failed: 'The masking rule could not be created',
  },
  editDialog: {
    title: 'Edit masking rule',
    ok: 'Save',
    updated: 'Masking rule saved',
    failed: 'The masking rule could not be saved',
  },
  issues: {
    environment: 'Choose an environment, or every environment',
    topicPattern:
      'A topic pattern is persistent://tenant/namespace/topic, where * stands for any characters but /',
    fields: 'Name at least one field; each is key, value, value.<path> or properties.<name>',
  },
};
