import { loadRememberedDatabase } from './rememberedDatabase';

// Imported first by main.tsx, so the open starts before React and the app's other modules are evaluated.
loadRememberedDatabase();
