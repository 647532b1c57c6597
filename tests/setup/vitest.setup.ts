// IndexedDB for unit tests of src/db and sync/ (DESIGN.md: fake-indexeddb only in unit tests).
import 'fake-indexeddb/auto';
import { scaled } from './slowness';

// findBy… and waitFor wait as long as on a quiet machine times how busy this one is. Only the DOM
// tests load Testing Library: the node files (most of them) skip its import.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: scaled(1_000) });
}
