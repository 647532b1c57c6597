import { cleanup } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import { DatabaseProvider } from '../DatabaseProvider';
import type { CardfolioDatabase } from '../database';
import { freshDatabase } from './database';

/**
 * The frame of a test file whose hooks read the device database: `open()` gives a test its own fresh
 * database, `wrapper` provides it to what the test renders, and after each test the tree is
 * unmounted and the database deleted.
 */
export function hookDatabase() {
  let db: CardfolioDatabase | undefined;
  afterEach(async () => {
    cleanup();
    await db?.delete();
    db = undefined;
  });
  return {
    open(): CardfolioDatabase {
      db = freshDatabase();
      return db;
    },
    wrapper({ children }: { children: ReactNode }) {
      if (!db) throw new Error('open() the test database before rendering');
      return <DatabaseProvider database={db}>{children}</DatabaseProvider>;
    },
  };
}
