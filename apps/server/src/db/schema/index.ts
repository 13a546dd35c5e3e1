export * from './companies';
export * from './menu';
export * from './reference';
export * from './security';
export * from './users';
export * from './voyages';
