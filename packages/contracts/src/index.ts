export * from './common';
export * from './errors';
export * from './system';
export * from './identity';
export * from './profile';
export * from './geo';
export * from './communicator';
export * from './planner';
