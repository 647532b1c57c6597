export * from './accounts';
export * from './catalogue';
export * from './common';
export * from './data';
export * from './finance';
