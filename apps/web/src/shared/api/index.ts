export {
  request,
  requestData,
  requestStream,
  sessionHeaders,
  type HttpMethod,
  type HttpResponse,
  type RequestOptions,
} from './http-client.ts';
export { HttpError, errorText, isHttpError, type HttpFailure } from './http-error.ts';
export { connectErrorCatalogue, type ErrorCatalogueEffects } from './error-catalogue.ts';
export {
  askForPassword,
  connectPasswordPrompt,
  needsPasswordConfirmation,
  type PasswordPrompt,
} from './password-confirmation.ts';
