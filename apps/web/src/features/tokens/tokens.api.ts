// Broker token calls (inventory 2.4; Pulsar Manager's BrokerTokensController paths): list, mint,
// edit the description, show again and delete, all in the current environment (the `environment`
// header the HTTP client sends).
import {
  TOKEN_ROUTES,
  type CreateTokenRequest,
  type CreateTokenResponse,
  type DeleteTokenResponse,
  type TokenListResponse,
  type TokenSummary,
  type TokenValueResponse,
  type UpdateTokenRequest,
} from '@beacon/contracts';
import { requestData } from '../../shared/api/index.ts';

export type { CreateTokenResponse, TokenListResponse, TokenSummary, TokenValueResponse };

export function fetchTokens(signal: AbortSignal): Promise<TokenListResponse> {
  return requestData<TokenListResponse>(TOKEN_ROUTES.list, { signal });
}

// Each change's refusal is shown inside its dialog, in the server's words, so no toast.
export function createToken(body: CreateTokenRequest): Promise<CreateTokenResponse> {
  return requestData<CreateTokenResponse>(TOKEN_ROUTES.token, {
    method: 'PUT',
    json: body,
    reportErrors: false,
  });
}

export function updateToken(body: UpdateTokenRequest): Promise<{ message: string }> {
  return requestData(TOKEN_ROUTES.token, { method: 'POST', json: body, reportErrors: false });
}

/** Super only; the server asks for the password again first when it was typed too long ago. */
export function viewToken(role: string): Promise<TokenValueResponse> {
  return requestData<TokenValueResponse>(TOKEN_ROUTES.byRole(role), { reportErrors: false });
}

export function deleteToken(role: string): Promise<DeleteTokenResponse> {
  return requestData<DeleteTokenResponse>(TOKEN_ROUTES.byRole(role), {
    method: 'DELETE',
    reportErrors: false,
  });
}
