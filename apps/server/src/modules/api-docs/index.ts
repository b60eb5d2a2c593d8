// The api-docs module's one face: other modules and app.ts import it only through this file (the
// fence beacon/server-module-boundaries, decision 0063). The OpenAPI document of the console routes
// and the helpers routes use to describe answers.
export { registerOpenApi } from './openapi.ts';
export { registerApiDocs } from './openapi.routes.ts';
export { textAnswer, LOGIN_HEADER_DOCS, jsonAnswerWithHeaders } from './answers.ts';
