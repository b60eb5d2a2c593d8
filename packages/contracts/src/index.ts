export * from './session.ts';
export * from './auth.ts';
export * from './environments.ts';
export * from './permissions/index.ts';
export * from './catalog.ts';
export * from './forms/index.ts';
export * from './setup.ts';
export * from './setup-routes.ts';
