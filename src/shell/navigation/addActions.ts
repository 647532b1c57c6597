import { useEffect, useRef } from 'react';
import { create } from 'zustand';
import { useNavigation } from './navigationStore';
import type { SectionId } from './sections';

/** Part 1 §2 "Mobile extras": the sections that get the floating add button. */
export const ADD_BUTTON_SECTIONS = [
  'cards',
  'sealed',
  'transactions',
] as const satisfies readonly SectionId[];
export type AddButtonSection = (typeof ADD_BUTTON_SECTIONS)[number];

export interface AddAction {
  /** The button's accessible name, e.g. "Add card". */
  label: string;
  run(): void;
}

const useAddActions = create<{ actions: Partial<Record<AddButtonSection, AddAction>> }>()(() => ({
  actions: {},
}));

/** Registers what "add" does in `section`; answers the function that takes it away again. */
export function registerAddAction(section: AddButtonSection, action: AddAction): () => void {
  useAddActions.setState(({ actions }) => ({ actions: { ...actions, [section]: action } }));
  return () =>
    useAddActions.setState(({ actions }) =>
      actions[section] === action ? { actions: { ...actions, [section]: undefined } } : { actions },
    );
}

/**
 * For a section's view: while it is mounted, the floating add button of `section` runs `run` (the
 * section's own add flow). A section that registers nothing gets no button: none that does nothing.
 */
export function useAddAction(section: AddButtonSection, label: string, run: () => void) {
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => registerAddAction(section, { label, run: () => latest.current() }), [section, label]);
}

/** The add action of the section on screen, or null where there is none. */
export function useCurrentAddAction(): AddAction | null {
  const { tab, section } = useNavigation();
  const actions = useAddActions((state) => state.actions);
  if (tab !== 'collection') return null;
  return (ADD_BUTTON_SECTIONS as readonly SectionId[]).includes(section)
    ? (actions[section as AddButtonSection] ?? null)
    : null;
}
