import { createContext, useContext } from 'react';

/** Set when the automatic "Default Collection" could not be made (part 1 §4); shown in the list. */
export const DefaultCollectionErrorContext = createContext<string | null>(null);

export const useDefaultCollectionError = () => useContext(DefaultCollectionErrorContext);
