import type { User } from '../../domain/schemas/user';
import { CatalogueCard } from '../../features/catalogue/CatalogueCard';
import { InstallCard } from '../../features/install/InstallCard';
import { useNavigation } from '../../shell/navigation/navigationStore';
import { SECTIONS } from '../../shell/navigation/sections';
import { useAfterFirstScreen } from '../../ui/afterFirstScreen';
import { LoadingState } from '../../ui/StatePanel';
import { FloatingAddButton } from './FloatingAddButton';
import { Header } from './Header';
import { SectionErrorBoundary } from './SectionErrorBoundary';
import { BottomBar, SectionTiles } from './SectionNav';
import { type SectionModuleKey, sectionModules, useLoadedModule } from './sectionModules';

/** The section on screen. Sections whose issues are not done yet say so (no made-up data). */
function CurrentSection() {
  const { tab, section } = useNavigation();
  if (tab === 'admin') return <LoadedSection moduleKey="admin" />;
  const current = SECTIONS.find((item) => item.id === section) ?? SECTIONS[0];
  return <LoadedSection moduleKey={current.id} />;
}

/** A section drawn from its own code chunk, with a loading panel while the chunk arrives. */
function LoadedSection({ moduleKey }: { moduleKey: SectionModuleKey }) {
  const Section = useLoadedModule(sectionModules, moduleKey);
  return Section ? <Section /> : <LoadingState text="Loading…" />;
}

/** The one main view: header, the collection tab's sections or the admin tab. */
export function AppShell({ user }: { user: User }) {
  const { tab, section } = useNavigation();
  // The catalogue's card reads its own database and the storage estimate: not in the first screen.
  const afterFirstScreen = useAfterFirstScreen();
  return (
    <div className="flex min-h-dvh flex-col bg-background text-text">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 font-semibold text-on-primary focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Header user={user} />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-4 px-4 pt-4 pb-[calc(60px+1.5rem+env(safe-area-inset-bottom))] outline-none md:pb-8"
      >
        <InstallCard />
        {afterFirstScreen && <CatalogueCard />}
        {tab === 'collection' && <SectionTiles />}
        <SectionErrorBoundary key={`${tab}:${section}`}>
          <CurrentSection />
        </SectionErrorBoundary>
      </main>
      <FloatingAddButton />
      <BottomBar />
    </div>
  );
}
