import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { focusRing } from './buttons';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
}

interface TabListProps<Id extends string> {
  /** Names the tab list for assistive technology, and prefixes the tabs' and panels' ids. */
  label: string;
  idPrefix: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect(id: Id): void;
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const tabPanelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/**
 * A row of tabs (WAI-ARIA tabs pattern): one tab in the Tab order, arrow keys, Home and End move between
 * tabs and select them. Scrolls sideways on narrow screens instead of wrapping.
 */
export function TabList<Id extends string>({ label, idPrefix, tabs, selected, onSelect }: TabListProps<Id>) {
  const refs = useRef(new Map<Id, HTMLButtonElement>());
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const next = tabs[target];
    if (!next) return;
    onSelect(next.id);
    refs.current.get(next.id)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto border-b border-border">
      {tabs.map((item, index) => (
        <button
          key={item.id}
          ref={(element) => {
            if (element) refs.current.set(item.id, element);
            else refs.current.delete(item.id);
          }}
          id={tabId(idPrefix, item.id)}
          type="button"
          role="tab"
          aria-selected={selected === item.id}
          aria-controls={tabPanelId(idPrefix, item.id)}
          tabIndex={selected === item.id ? 0 : -1}
          onClick={() => onSelect(item.id)}
          onKeyDown={(event) => move(event, index)}
          className={`shrink-0 border-b-2 px-3 py-2 text-sm font-semibold ${focusRing} ${
            selected === item.id
              ? 'border-primary text-primary'
              : 'border-transparent text-text-secondary hover:text-text'
          }`}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}

/** The panel of the selected tab, labelled by its tab. */
export function TabPanel({ idPrefix, id, children }: { idPrefix: string; id: string; children: ReactNode }) {
  return (
    <div id={tabPanelId(idPrefix, id)} role="tabpanel" aria-labelledby={tabId(idPrefix, id)}>
      {children}
    </div>
  );
}
