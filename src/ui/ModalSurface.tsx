import { type ReactNode, useRef } from 'react';
import { closeOnEscape, useModal } from './useModal';

interface ModalSurfaceProps {
  /** Id of the element that names the modal (its heading). */
  labelledBy: string;
  onClose(): void;
  /** Where and how it sits: centred dialog, side drawer, bottom sheet. */
  className: string;
  children: ReactNode;
}

/**
 * The native <dialog> every modal is drawn on: the page behind it is inert, Tab cycles inside, Escape
 * and a click on the backdrop close it, and focus returns to what opened it. Always mounted open;
 * the caller unmounts it. Dialog, Drawer and the add-card sheet differ only in their look.
 */
export function ModalSurface({ labelledBy, onClose, className, children }: ModalSurfaceProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useModal(ref);
  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onKeyDown={closeOnEscape(onClose)}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className={className}
    >
      {children}
    </dialog>
  );
}
