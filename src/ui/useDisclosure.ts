import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from './useDismiss';

/**
 * A button that shows and hides a panel (user menu, theme picker): its open state, the ids and refs
 * that tie button and panel together, and dismissal by Escape or a press outside.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root, toggle);
  const toggleProps = {
    ref: toggle,
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: () => setOpen((was) => !was),
  };
  return { open, panelId, root, toggleProps };
}
