// IndexedDB for unit tests of src/db and sync/ (DESIGN.md: fake-indexeddb only in unit tests).
import 'fake-indexeddb/auto';
import { configure } from '@testing-library/dom';
import { scaled } from './slowness';

// findBy… and waitFor wait as long as on a quiet machine times how busy this one is.
configure({ asyncUtilTimeout: scaled(1_000) });
