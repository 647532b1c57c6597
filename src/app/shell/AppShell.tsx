import type { User } from '../../domain/schemas/user';
import { TEXTS } from '../../domain/texts';
import { useNavigation } from '../navigation/navigationStore';
import { SECTIONS } from '../navigation/sections';
import { ComingSoon } from './ComingSoon';
import { Header } from './Header';
import { BottomBar, SectionTiles } from './SectionNav';

/** The one main view: header, the collection tab's sections or the admin tab. */
export function AppShell({ user }: { user: User }) {
  const { tab, section } = useNavigation();
  const current = SECTIONS.find((item) => item.id === section) ?? SECTIONS[0];
  return (
    <div className="flex min-h-dvh flex-col bg-background text-text">
      <Header user={user} />
      <main className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-4 px-4 py-4 pb-[76px] md:pb-4">
        {tab === 'admin' ? (
          <ComingSoon title="Admin" />
        ) : (
          <>
            <SectionTiles />
            {section === 'advanced-search' ? (
              <ComingSoon title={current.label} note={TEXTS.advancedSearchPlaceholder} />
            ) : (
              <ComingSoon title={current.label} />
            )}
          </>
        )}
      </main>
      <BottomBar />
    </div>
  );
}
