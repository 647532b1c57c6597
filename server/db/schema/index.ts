export * from './accounts';
export * from './common';
export * from './data';
export * from './finance';
