import { type RefObject, useEffect } from 'react';
import { useFocusTrap } from './useFocusTrap';

/**
 * Opens a native <dialog> as a modal while mounted: showModal() makes the page behind it inert, focus
 * is trapped inside, and focus returns to what opened it on unmount. Where showModal is missing (jsdom)
 * the dialog is opened plainly and its first control takes focus, so the behaviour can still be tested.
 */
export function useModal(ref: RefObject<HTMLDialogElement | null>) {
  useFocusTrap(ref);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
      dialog.querySelector<HTMLElement>('[autofocus], button, input, textarea, select')?.focus();
    }
    return () => opener?.focus?.();
  }, [ref]);
}

/**
 * Escape asks the owner to close. Handled on keydown (not only the native `cancel` event) so that an
 * enclosing menu sees the key as used and stays open, and so it works where <dialog> is not native.
 */
export function closeOnEscape(onClose: () => void) {
  return (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };
}
