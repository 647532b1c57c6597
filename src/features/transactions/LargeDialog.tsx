import { type ReactNode, useId } from 'react';
import { ModalSurface } from '../../ui/ModalSurface';

/** A wide modal (the wizard, the trade): full screen on a phone, a large centred panel on a desktop. */
export function LargeDialog({
  title,
  onClose,
  children,
  footer,
}: {
  title: string;
  onClose(): void;
  children: ReactNode;
  footer: ReactNode;
}) {
  const titleId = useId();
  return (
    <ModalSurface
      labelledBy={titleId}
      onClose={onClose}
      className="m-0 h-dvh max-h-none w-screen max-w-none border border-border bg-surface p-0 text-text shadow-2xl backdrop:bg-black/50 md:m-auto md:h-auto md:max-h-[90vh] md:w-[min(56rem,calc(100vw-2rem))] md:rounded-xl"
    >
      <div className="flex h-full flex-col md:max-h-[90vh]">
        <div className="flex items-center justify-between gap-2 border-b border-border p-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <button type="button" aria-label="Close" className="text-xl text-text-secondary" onClick={onClose}>
            ×
          </button>
        </div>
        <div className="flex-1 overflow-y-auto p-4">{children}</div>
        <div className="flex flex-wrap items-center justify-end gap-2 border-t border-border p-4">
          {footer}
        </div>
      </div>
    </ModalSurface>
  );
}
