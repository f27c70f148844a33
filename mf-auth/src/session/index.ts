export * from './api-error';
export * from './auth-api';
export * from './http-client';
export * from './session-store';
export * from './token-storage';
