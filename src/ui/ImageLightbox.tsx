import { type ReactNode, useRef } from 'react';
import { CloseIcon } from './icons';
import { closeOnEscape, useModal } from './useModal';

interface ImageLightboxProps {
  name: string;
  imageUrl: string;
  onClose(): void;
  /** Shown under the image (the card's price history). */
  children?: ReactNode;
}

/**
 * The card's image enlarged (part 1 §2): closed by the X button, by a click outside the image and by
 * Escape. A modal <dialog> so the page behind is inert and focus comes back to the image pressed.
 */
export function ImageLightbox({ name, imageUrl, onClose, children }: ImageLightboxProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useModal(ref);
  return (
    <dialog
      ref={ref}
      aria-label={`${name} image`}
      onKeyDown={closeOnEscape(onClose)}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // The dialog fills the screen; anything but the image and the button is "outside".
      onClick={(event) => {
        if (event.target === event.currentTarget || event.target === ref.current?.firstElementChild)
          onClose();
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-transparent p-0 backdrop:bg-black/80"
    >
      <div className="flex h-full w-full flex-col items-center justify-center gap-3 p-4 md:p-10">
        <img
          src={imageUrl}
          alt={name}
          // Beside a panel the image takes the height left over; alone it fits the screen as before.
          className={`max-w-full rounded-[4.5%] object-contain shadow-2xl ${children ? 'min-h-0 flex-1' : 'max-h-full'}`}
        />
        {children}
        <button
          type="button"
          aria-label="Close image"
          onClick={onClose}
          className="absolute top-3 right-3 flex h-11 w-11 items-center justify-center rounded-full bg-surface/90 text-text shadow-lg hover:bg-surface focus-visible:outline-2 focus-visible:outline-primary"
        >
          <CloseIcon className="h-6 w-6" />
        </button>
      </div>
    </dialog>
  );
}
