export * from './changeSet';
