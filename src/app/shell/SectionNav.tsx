import { useNavigation } from '../navigation/navigationStore';
import { SECTIONS } from '../navigation/sections';

/** Five tiles from the medium breakpoint up (part 1 §2). */
export function SectionTiles() {
  const { section, showSection } = useNavigation();
  return (
    <nav aria-label="Sections" className="hidden md:block">
      <ul className="grid grid-cols-5 gap-3">
        {SECTIONS.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              aria-current={section === item.id ? 'page' : undefined}
              onClick={() => showSection(item.id)}
              className={`flex w-full flex-col items-center gap-1 rounded-lg border p-3 text-sm font-medium ${
                section === item.id
                  ? 'border-primary bg-primary-light text-text'
                  : 'border-border bg-surface text-text-secondary hover:bg-surface-hover'
              }`}
            >
              <span aria-hidden="true" className="text-xl">
                {item.icon}
              </span>
              {item.label}
            </button>
          </li>
        ))}
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
      className="fixed inset-x-0 bottom-0 z-30 h-[60px] border-t border-border bg-surface md:hidden"
    >
      <ul className="grid h-full grid-cols-5">
        {SECTIONS.map((item) => {
          const active = tab === 'collection' && section === item.id;
          return (
            <li key={item.id}>
              <button
                type="button"
                aria-current={active ? 'page' : undefined}
                onClick={() => showSection(item.id)}
                className={`flex h-full w-full flex-col items-center justify-center text-[11px] leading-tight ${
                  active ? 'text-primary' : 'text-text-secondary'
                }`}
              >
                <span aria-hidden="true" className="text-lg">
                  {item.icon}
                </span>
                <span className="max-w-full truncate px-0.5">{item.label}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
