import { type ReactNode, useId } from 'react';
import { ModalSurface } from './ModalSurface';

interface DialogProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Buttons row at the bottom. */
  actions?: ReactNode;
}

/**
 * A modal on the native <dialog>: the page behind it is inert, Tab cycles inside it, Escape and a click
 * on the backdrop close it, and focus returns to what opened it. Always mounted open; the caller unmounts it.
 */
export function Dialog({ title, onClose, children, actions }: DialogProps) {
  const titleId = useId();

  return (
    <ModalSurface
      labelledBy={titleId}
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-border bg-surface p-0 text-text shadow-2xl backdrop:bg-black/50"
    >
      <div className="flex flex-col gap-4 p-5">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        {children}
        {actions && <div className="flex flex-wrap justify-end gap-2">{actions}</div>}
      </div>
    </ModalSurface>
  );
}
