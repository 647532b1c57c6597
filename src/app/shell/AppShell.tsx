import { lazy, Suspense } from 'react';
import type { User } from '../../domain/schemas/user';
import { TEXTS } from '../../domain/texts';
import { CatalogueCard } from '../../features/catalogue/CatalogueCard';
import { InstallCard } from '../../features/install/InstallCard';
import { LoadingState } from '../../ui/StatePanel';
import { useNavigation } from '../navigation/navigationStore';
import { SECTIONS } from '../navigation/sections';
import { ComingSoon } from './ComingSoon';
import { FloatingAddButton } from './FloatingAddButton';
import { Header } from './Header';
import { SectionErrorBoundary } from './SectionErrorBoundary';
import { BottomBar, SectionTiles } from './SectionNav';
import { SECTION_ICONS } from './sectionIcons';

// Each section's code loads when it is first opened, the default Cards section too: the first screen
// (the shell, or sign-in) does not wait for the card list, its dialogs and the list virtualizer.
const CardsSection = lazy(() => import('../../features/cards/CardsSection'));
const SealedSection = lazy(() => import('../../features/sealed/SealedSection'));
const AdminSection = lazy(() => import('../../features/admin/AdminSection'));
const TransactionsSection = lazy(() => import('../../features/transactions/TransactionsSection'));
const ProfitSection = lazy(() => import('../../features/profit/ProfitSection'));

/** The section on screen. Sections whose issues are not done yet say so (no made-up data). */
function CurrentSection() {
  const { tab, section } = useNavigation();
  if (tab === 'admin') return <AdminSection />;
  const current = SECTIONS.find((item) => item.id === section) ?? SECTIONS[0];
  if (current.id === 'cards') return <CardsSection />;
  if (current.id === 'sealed') return <SealedSection />;
  if (current.id === 'transactions') return <TransactionsSection />;
  if (current.id === 'profit-tracking') return <ProfitSection />;
  const note = current.id === 'advanced-search' ? TEXTS.advancedSearchPlaceholder : undefined;
  return <ComingSoon title={current.label} note={note} Icon={SECTION_ICONS[current.id]} />;
}

/** The one main view: header, the collection tab's sections or the admin tab. */
export function AppShell({ user }: { user: User }) {
  const { tab, section } = useNavigation();
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
        <CatalogueCard />
        {tab === 'collection' && <SectionTiles />}
        <SectionErrorBoundary key={`${tab}:${section}`}>
          <Suspense fallback={<LoadingState text="Loading…" />}>
            <CurrentSection />
          </Suspense>
        </SectionErrorBoundary>
      </main>
      <FloatingAddButton />
      <BottomBar />
    </div>
  );
}
