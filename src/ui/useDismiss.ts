import { type RefObject, useEffect } from 'react';

/**
 * Closes an open menu or popover on Escape and on a pointer press outside `root`. Escape hands focus
 * back to `toggle`, so keyboard users land where they opened it. A modal dialog opened from inside the
 * menu handles its own Escape (the event's default is prevented there), so the menu stays open behind it.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  root: RefObject<HTMLElement | null>,
  toggle?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      // A press inside a modal dialog opened from the menu is inside the menu's subtree anyway.
      if (!root.current?.contains(target)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (document.querySelector('dialog[open]')) return;
      close();
      toggle?.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close, root, toggle]);
}
