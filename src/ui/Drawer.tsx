import { type ReactNode, useId } from 'react';
import { buttonStyles } from './buttons';
import { CloseIcon } from './icons';
import { ModalSurface } from './ModalSurface';

interface DrawerProps {
  /** The spec's mobile filters drawer is titled "Filters". */
  title?: string;
  onClose(): void;
  children: ReactNode;
  /** Buttons pinned to the bottom (Apply, Clear …). */
  footer?: ReactNode;
}

/**
 * A panel that slides in from the right edge as a modal (native <dialog>): the page behind is inert,
 * Tab cycles inside, Escape, the close button or a click on the backdrop close it, and focus returns
 * to what opened it. Always mounted open; the caller unmounts it, like Dialog.
 */
export function Drawer({ title = 'Filters', onClose, children, footer }: DrawerProps) {
  const titleId = useId();

  return (
    <ModalSurface
      labelledBy={titleId}
      onClose={onClose}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(22rem,calc(100vw-3rem))] max-w-none border-l border-border bg-surface p-0 text-text shadow-2xl transition-transform duration-200 backdrop:bg-black/50 starting:translate-x-full"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-border-light px-4 py-3">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <button type="button" aria-label={`Close ${title}`} className={buttonStyles.icon} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto p-4">{children}</div>
        {footer && <div className="flex gap-2 border-t border-border-light p-4">{footer}</div>}
      </div>
    </ModalSurface>
  );
}
