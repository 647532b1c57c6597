import type { User } from '../../domain/schemas/user';
import { TEXTS } from '../../domain/texts';
import { SyncStatusButton } from '../../features/sync/SyncStatusButton';
import { inputStyles } from '../../ui/buttons';
import { useNavigation } from '../navigation/navigationStore';
import { TABS } from '../navigation/sections';
import { UserMenu } from './UserMenu';

/** Part 1 §2 "Header": logo, global search (no behaviour yet, as the spec says), tabs, sync, user menu. */
export function Header({ user }: { user: User }) {
  const { tab, showTab } = useNavigation();
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-surface">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-2">
        <div className="flex items-center gap-2">
          <img src="/logo.svg" alt="" width={32} height={32} />
          <span className="text-lg font-bold text-text">Cardfolio</span>
        </div>
        <label className="order-last w-full md:order-none md:w-auto md:flex-1">
          <span className="sr-only">Search</span>
          <input type="search" className={inputStyles} placeholder={TEXTS.searchPlaceholder} />
        </label>
        <nav aria-label="Main" className="flex gap-1">
          {TABS.map((item) => (
            <button
              key={item.id}
              type="button"
              aria-current={tab === item.id ? 'page' : undefined}
              onClick={() => showTab(item.id)}
              className={`rounded-md px-3 py-1.5 text-sm font-semibold ${
                tab === item.id ? 'bg-primary text-on-primary' : 'text-text-secondary hover:bg-surface-hover'
              }`}
            >
              {item.label}
            </button>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <SyncStatusButton />
          <UserMenu user={user} />
        </div>
      </div>
    </header>
  );
}
