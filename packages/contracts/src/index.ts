export * from './session.ts';
export * from './auth.ts';
export * from './environments.ts';
