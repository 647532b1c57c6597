export * from './changeSet';
export * from './ledgerRefusal';
export * from './planTransaction';
export * from './planTransactionDelete';
export * from './planTransactionEdit';
export * from './referencedIds';
