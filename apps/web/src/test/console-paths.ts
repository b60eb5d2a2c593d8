// The console API's addresses and answers as the web tests name them (apps/server is their source).

/** A path of Beacon's API, as the browser calls it. */
export const url = (path: string) => `/pulsar-manager${path}`;

/** Each request a handler saw, for assertions about what the client sent. */
export type SeenRequests = Request[];

/** The proxy's refusal of a call that names no environment (pulsar-proxy.ts resolveTarget). */
export const NO_ENVIRONMENT = 'Currently there is no active environment, please set one';
