export * from './broker-written.ts';
export * from './catalogue.ts';
export * from './catalogue-placement.ts';
export * from './catalogue-functions.ts';
export * from './corrections.ts';
export type * from './generated/definitions.ts';
export * from './operation.ts';
export * from './path.ts';
export * from './rest-produce.ts';
