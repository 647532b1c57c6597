import { useNavigation } from '../../shell/navigation/navigationStore';
import { TABS, type TabId } from '../../shell/navigation/sections';
import { focusRing } from '../../ui/buttons';

/** The Collection and Admin tab buttons (part 1 §2 "Header"). */
export function MainTabs({ className = '', onChosen }: { className?: string; onChosen?(tab: TabId): void }) {
  const { tab, showTab } = useNavigation();
  return (
    <nav aria-label="Main" className={className}>
      <ul className="flex gap-1 rounded-lg bg-background p-1">
        {TABS.map((item) => (
          <li key={item.id} className="flex-1">
            <button
              type="button"
              aria-current={tab === item.id ? 'page' : undefined}
              onClick={() => {
                showTab(item.id);
                onChosen?.(item.id);
              }}
              className={`w-full rounded-md px-4 py-1.5 text-sm font-semibold ${focusRing} ${
                tab === item.id
                  ? 'bg-primary text-on-primary shadow-sm'
                  : 'text-text-secondary hover:bg-surface-hover hover:text-text'
              }`}
            >
              {item.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
