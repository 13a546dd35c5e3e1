export * from './csv';
export * from './dates';
export * from './menu';
export * from './names';
export * from './pager';
export * from './search';
export * from './sort';
