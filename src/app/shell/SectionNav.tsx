import { useNavigation } from '../../shell/navigation/navigationStore';
import { SECTIONS } from '../../shell/navigation/sections';
import { focusRing } from '../../ui/buttons';
import { SECTION_ICONS } from './sectionIcons';

/** Five tiles from the medium breakpoint up (part 1 §2). */
export function SectionTiles() {
  const { section, showSection } = useNavigation();
  return (
    <nav aria-label="Sections" className="hidden md:block">
      <ul className="grid grid-cols-5 gap-3">
        {SECTIONS.map((item) => {
          const active = section === item.id;
          const SectionIcon = SECTION_ICONS[item.id];
          return (
            <li key={item.id}>
              <button
                type="button"
                aria-current={active ? 'page' : undefined}
                onClick={() => showSection(item.id)}
                className={`flex w-full flex-col items-center gap-2 rounded-xl border px-2 py-4 text-sm font-semibold shadow-sm transition-colors ${focusRing} ${
                  active
                    ? 'border-primary bg-primary-light text-text'
                    : 'border-border bg-surface text-text-secondary hover:border-primary hover:text-text'
                }`}
              >
                <span
                  className={`flex h-10 w-10 items-center justify-center rounded-full ${
                    active ? 'bg-primary text-on-primary' : 'bg-background text-primary'
                  }`}
                >
                  <SectionIcon className="h-5 w-5" />
                </span>
                {item.label}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The 60 px bottom bar below the medium breakpoint (part 1 §2, §9). */
export function BottomBar() {
  const { tab, section, showSection } = useNavigation();
  return (
    <nav
      aria-label="Sections"
      className="fixed inset-x-0 bottom-0 z-30 h-[calc(60px+env(safe-area-inset-bottom))] border-t border-border bg-surface pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_8px_rgb(0_0_0/0.06)] md:hidden"
    >
      <ul className="grid h-full grid-cols-5">
        {SECTIONS.map((item) => {
          const active = tab === 'collection' && section === item.id;
          const SectionIcon = SECTION_ICONS[item.id];
          return (
            <li key={item.id}>
              <button
                type="button"
                aria-current={active ? 'page' : undefined}
                aria-label={item.label}
                onClick={() => showSection(item.id)}
                className={`flex h-full w-full flex-col items-center justify-center gap-0.5 text-[11px] leading-tight font-medium ${focusRing} focus-visible:-outline-offset-2 ${
                  active ? 'text-primary' : 'text-text-secondary'
                }`}
              >
                <SectionIcon className="h-5 w-5" />
                <span className="max-w-full truncate px-0.5">{item.short}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
