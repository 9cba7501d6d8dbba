export * from './errors';
export * from './system';
export * from './identity';
