// The browsable API page (issue 19 item 4).
export const apiDocs = {
  title: 'API',
  intro:
    "Beacon's console API: every route with its parameters, request body and answers, from the OpenAPI 3 document at",
  loadFailed: 'Could not load the API document',
  filter: 'Filter by method or path',
  count: '{{count}} of {{total}} operations',
  parameters: 'Parameters',
  noParameters: 'No parameters.',
  requestBody: 'Request body',
  responses: 'Answers',
  noSchema: 'No schema declared.',
  name: 'Name',
  in: 'In',
  required: 'Required',
  type: 'Schema',
  yes: 'Yes',
  no: 'No',
};
