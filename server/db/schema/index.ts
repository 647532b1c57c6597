export * from './accounts';
export * from './catalogue';
export * from './common';
export * from './data';
export * from './exchangeRates';
export * from './finance';
export * from './sharing';
