// IndexedDB for unit tests of src/db and sync/ (DESIGN.md: fake-indexeddb only in unit tests).
import 'fake-indexeddb/auto';
