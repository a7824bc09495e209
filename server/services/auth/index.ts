export * from './auth-service';
export * from './admin-verification';
export * from './passwords';
