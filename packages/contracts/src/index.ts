export * from './session.ts';
export * from './auth.ts';
