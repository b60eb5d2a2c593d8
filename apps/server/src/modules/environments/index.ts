// The environments module's one face: other modules and app.ts import it only through this file
// (the fence beacon/server-module-boundaries, decision 0063). Environments: their records and
// credentials, which broker addresses may be reached, their status.
export { registerEnvironments } from './register-environments.ts';
export type { EnvironmentEvents, EnvironmentsApi } from './register-environments.ts';
export { EnvironmentRepository } from './environment.repository.ts';
export type { EnvironmentRow, SigningKey } from './environment.repository.ts';
export { EnvironmentService } from './environment.service.ts';
export { EnvironmentStatusBoard } from './environment-status.ts';
export {
  ADDRESS_REFUSED,
  AddressRefusedError,
  DEFAULT_ADDRESS_POLICY,
  parseBrokerAllowlist,
} from './address-policy.ts';
export type { AddressPolicy } from './address-policy.ts';
export { brokerAgents } from './broker-agents.ts';
export type { BrokerAgents } from './broker-agents.ts';
export { BrokerDispatchers, makeBrokerAgentsWith } from './broker-dispatchers.ts';
export type { BrokerAgentFactory } from './broker-dispatchers.ts';
export { serviceUrls } from './service-urls.ts';
export type { BrokerCredentials, OAuth2Client } from './service-urls.ts';
export { BrokerBearers } from './broker-bearers.ts';
export type { CurrentCredentials } from './broker-bearers.ts';
export { OAuth2TokenError } from './oauth2-token.ts';
export { signingKeyFor } from './signing-key.ts';
export { assertUrlsAllowed } from './connection-tester.ts';
export type { ConnectionTester, ConnectionTestOptions } from './connection-tester.ts';
