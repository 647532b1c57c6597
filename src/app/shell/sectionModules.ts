import { type ComponentType, useEffect, useReducer } from 'react';
import { useNavigation } from '../../shell/navigation/navigationStore';
import type { SectionId } from '../../shell/navigation/sections';

type ModuleImport = () => Promise<{ default: ComponentType }>;

/** Components by key, each loaded from its own chunk on first use and kept once loaded. */
export interface ModuleLoader<Key extends string> {
  /** Starts (or joins) a load. A failed load is forgotten, so trying again fetches anew. */
  load(key: Key): Promise<ComponentType>;
  /** The component when its code is in, else null. */
  loaded(key: Key): ComponentType | null;
}

export function moduleLoader<Key extends string>(imports: Record<Key, ModuleImport>): ModuleLoader<Key> {
  const loaded = new Map<Key, ComponentType>();
  const loading = new Map<Key, Promise<ComponentType>>();
  return {
    load(key) {
      const running = loading.get(key);
      if (running) return running;
      const started = imports[key]().then(
        (module) => {
          loaded.set(key, module.default);
          return module.default;
        },
        (error: unknown) => {
          loading.delete(key);
          throw error;
        },
      );
      loading.set(key, started);
      return started;
    },
    loaded: (key) => loaded.get(key) ?? null,
  };
}

/**
 * The component once its code is in, else null while it loads (drawn at once when it was loaded
 * before). Not `React.lazy` inside `<Suspense>`: once a Suspense fallback has shown, React holds the
 * content back for at least 300 ms to avoid flicker, which turned a 20 ms chunk load into a third of a
 * second at every first opening of a section; a plain loading panel while the chunk arrives has no such
 * floor. A failed load is thrown while rendering, so the nearest error boundary shows it; its "Try
 * again" mounts this afresh, which loads again.
 */
export function useLoadedModule<Key extends string>(
  modules: ModuleLoader<Key>,
  key: Key,
): ComponentType | null {
  // Each outcome is a new object, so the render after a load happens even when nothing failed.
  const [outcome, settle] = useReducer((_: { error?: unknown }, next: { error?: unknown }) => next, {});
  const component = modules.loaded(key);
  useEffect(() => {
    if (component) return;
    let current = true;
    modules.load(key).then(
      () => current && settle({}),
      (error: unknown) => current && settle({ error }),
    );
    return () => {
      current = false;
    };
  }, [modules, key, component]);
  if ('error' in outcome && !component) throw outcome.error;
  return component;
}

/** What the shell can show from its own chunk: a collection-tab section, or the Admin tab. */
export type SectionModuleKey = SectionId | 'admin';

/** Each section's code loads when the section is first opened: the first screen does not wait for it. */
export const sectionModules = moduleLoader<SectionModuleKey>({
  cards: () => import('../../features/cards/CardsSection'),
  sealed: () => import('../../features/sealed/SealedSection'),
  transactions: () => import('../../features/transactions/TransactionsSection'),
  'profit-tracking': () => import('../../features/profit/ProfitSection'),
  'advanced-search': () => import('../../features/search/SearchSection'),
  admin: () => import('../../features/admin/AdminSection'),
});

/**
 * Starts loading the code of the section the shell opens on, so that it arrives while the shell itself
 * starts (at a cold start it otherwise waited for the shell's first render: a second round of fetches).
 * A failed load is forgotten; the section's own load then tries again and shows the error.
 */
export function preloadOpeningSection(): void {
  const { tab, section } = useNavigation.getState();
  const key: SectionModuleKey | null =
    tab === 'admin' ? 'admin' : section === 'advanced-search' ? null : section;
  if (key) sectionModules.load(key).catch(() => undefined);
}
