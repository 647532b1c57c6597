import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { User } from '../../domain/schemas/user';
import { SyncStatusButton } from '../../features/sync/SyncStatusButton';
import { ThemePicker } from '../../features/themes/ThemePicker';
import { buttonStyles } from '../../ui/buttons';
import { SearchIcon } from '../../ui/icons';
import { MainTabs } from './MainTabs';
import { MobileMenu } from './MobileMenu';
import { SearchBox } from './SearchBox';
import { UserMenu } from './UserMenu';

// Its own chunk: the first screen's JS stays within budget (issue 26).
const AlertBell = lazy(() => import('../../features/alerts/AlertBell'));

/**
 * Part 1 §2 "Header": logo, global search, Collection/Admin tabs, theme picker, sync status, user menu.
 * Below the medium breakpoint the search box and the tabs with the theme picker fold behind toggles.
 */
export function Header({ user }: { user: User }) {
  const [searchOpen, setSearchOpen] = useState(false);
  const searchId = useId();
  const searchToggle = useRef<HTMLButtonElement>(null);

  return (
    <header className="sticky top-0 z-30 border-b border-border bg-surface shadow-sm">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-3 py-2 md:gap-4 md:px-4">
        <div className="flex items-center gap-2">
          <img src="/logo.svg" alt="" width={32} height={32} className="rounded-lg" />
          <span className="sr-only text-lg font-bold tracking-tight text-text min-[475px]:not-sr-only">
            Cardfolio
          </span>
        </div>
        <SearchBox
          id={searchId}
          open={searchOpen}
          onClose={() => setSearchOpen(false)}
          toggle={searchToggle}
        />
        <MainTabs className="hidden md:block" />
        <div className="ml-auto flex items-center gap-1 md:gap-2">
          <button
            ref={searchToggle}
            type="button"
            aria-label="Toggle search"
            aria-expanded={searchOpen}
            aria-controls={searchId}
            onClick={() => setSearchOpen(!searchOpen)}
            className={`${buttonStyles.icon} md:hidden`}
          >
            <SearchIcon />
          </button>
          <div className="hidden md:block">
            <ThemePicker />
          </div>
          <Suspense fallback={null}>
            <AlertBell />
          </Suspense>
          <SyncStatusButton />
          <UserMenu user={user} />
          <MobileMenu user={user} />
        </div>
      </div>
    </header>
  );
}
