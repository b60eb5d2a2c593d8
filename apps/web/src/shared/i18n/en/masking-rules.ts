// Masking rules of the workbench (issue 30 item 6, decision 0073), for super users.
export const maskingRules = {
  intro:
    'Fields hidden on the server before any read, filter, export or replay sees a message, for super users too.',
  columns: {
    environment: 'Environment',
    topicPattern: 'Topic pattern',
    fields: 'Hidden fields',
    description: 'Description',
  },
  everyEnvironment: 'Every environment',
  fields: {
    environment: 'Environment',
    environmentHint: 'Or * for every environment',
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
  deleteQuestion: 'Messages of {{pattern}} will show these fields again from the next read.',
  issues: {
    environment: 'Choose an environment, or * for every environment',
    topicPattern:
      'A topic pattern is persistent://tenant/namespace/topic, where * stands for any characters but /',
    fields: 'Name at least one field; each is key, value, value.<path> or properties.<name>',
  },
};
