import { createContext, type ReactNode, useContext } from 'react';
import type { CardfolioDatabase } from './database';

const DatabaseContext = createContext<CardfolioDatabase | null>(null);

/** Hands the signed-in user's database (openUserDatabase) to the screens below it. */
export function DatabaseProvider({
  database,
  children,
}: {
  database: CardfolioDatabase;
  children: ReactNode;
}) {
  return <DatabaseContext.Provider value={database}>{children}</DatabaseContext.Provider>;
}

export function useDatabase(): CardfolioDatabase {
  const database = useContext(DatabaseContext);
  if (!database) throw new Error('useDatabase needs a <DatabaseProvider> above it (is a user signed in?)');
  return database;
}
