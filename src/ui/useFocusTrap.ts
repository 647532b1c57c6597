import { type RefObject, useEffect } from 'react';
import { focusablesIn } from './focusables';

/**
 * Keeps Tab and Shift+Tab cycling inside `container` while it is mounted. A modal <dialog> already
 * makes the page behind it inert, but Tab from its last control would still leave for the browser's
 * own toolbar; wrapping keeps keyboard users in the dialog until they close it.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const wrap = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const focusables = focusablesIn(root);
      if (focusables.length === 0) {
        event.preventDefault();
        return;
      }
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      const active = document.activeElement;
      const outside = !root.contains(active);
      if (event.shiftKey && (active === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    root.addEventListener('keydown', wrap);
    return () => root.removeEventListener('keydown', wrap);
  }, [container]);
}
