import { useWantedCounts } from '../../db/wants/useWantedCounts';
import type { ShownPrinting, WantedCount } from '../../domain/wants/wantedCounts';
import { WantedMark } from '../wants/WantedMark';
import { SEARCH_TEXTS } from './searchTexts';
import type { QueryResults } from './useQueryResults';

export interface ResultOption {
  key: string;
  name: string;
  detail: string;
  /** What the "wanted (N)" mark looks up. */
  printing: ShownPrinting;
}

/** The two groups as options in one list, so the arrows walk through both. */
export function resultOptions(
  results: QueryResults,
  shown: number,
): { collection: ResultOption[]; database: ResultOption[] } {
  return {
    collection: results.cards.slice(0, shown).map((card) => ({
      key: `card:${card.id}`,
      name: card.name,
      detail: `${card.setCode} · ${card.conditionQuantities.reduce((sum, line) => sum + line.quantity, 0)}×`,
      printing: card,
    })),
    database: results.printings.slice(0, shown).map((printing) => ({
      key: `printing:${printing.id}`,
      name: printing.name,
      detail: `${printing.setCode.toUpperCase()} ${printing.collectorNumber}`,
      printing,
    })),
  };
}

interface GroupsProps {
  results: QueryResults;
  options: ReturnType<typeof resultOptions>;
  activeKey: string | null;
  idOf(key: string): string;
  onOpen(option: ResultOption): void;
}

function Group({
  label,
  items,
  activeKey,
  idOf,
  onOpen,
  empty,
  wanted,
}: { label: string; items: ResultOption[]; empty: string; wanted: WantedCount } & Omit<
  GroupsProps,
  'results' | 'options'
>) {
  return (
    <li>
      <p className="px-3 pt-2 pb-1 font-semibold text-text-muted text-xs uppercase">{label}</p>
      <ul aria-label={label}>
        {items.length === 0 && <li className="px-3 py-1 text-sm text-text-muted">{empty}</li>}
        {items.map((item) => (
          <li key={item.key}>
            <button
              type="button"
              id={idOf(item.key)}
              aria-current={item.key === activeKey ? 'true' : undefined}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onOpen(item)}
              className={`flex w-full justify-between gap-3 px-3 py-1.5 text-left text-sm ${item.key === activeKey ? 'bg-primary text-on-primary' : 'text-text'}`}
            >
              <span className="truncate">{item.name}</span>
              <WantedMark count={wanted(item.printing)} />
              <span className="shrink-0 opacity-75">{item.detail}</span>
            </button>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** "In your collection" and "Card database": the arrows in the search box walk through both. */
export function QueryResultGroups({ results, options, activeKey, idOf, onOpen }: GroupsProps) {
  const wanted = useWantedCounts();
  return (
    <>
      <Group
        label={SEARCH_TEXTS.inCollection}
        items={options.collection}
        empty={SEARCH_TEXTS.nothingFound}
        activeKey={activeKey}
        idOf={idOf}
        onOpen={onOpen}
        wanted={wanted}
      />
      <Group
        label={SEARCH_TEXTS.cardDatabase}
        items={options.database}
        empty={results.noCatalogue ? SEARCH_TEXTS.noCatalogue : SEARCH_TEXTS.nothingFound}
        activeKey={activeKey}
        idOf={idOf}
        onOpen={onOpen}
        wanted={wanted}
      />
    </>
  );
}
