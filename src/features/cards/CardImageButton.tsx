import { ImageIcon } from './cardIcons';

interface CardImageButtonProps {
  name: string;
  imageUrl: string;
  onOpen(): void;
  /** Grid cards show the image large; list rows a small thumbnail. */
  size: 'card' | 'thumb';
}

/** The card's picture; pressing it enlarges it in the lightbox. A card without image gets a plain tile. */
export function CardImageButton({ name, imageUrl, onOpen, size }: CardImageButtonProps) {
  const frame =
    size === 'card' ? 'aspect-[488/680] w-full rounded-lg' : 'h-10 w-[29px] shrink-0 rounded-[3px]';
  if (!imageUrl) {
    return (
      <div
        className={`${frame} flex items-center justify-center border border-border-light bg-background text-text-muted`}
      >
        <ImageIcon className={size === 'card' ? 'h-8 w-8' : 'h-4 w-4'} />
      </div>
    );
  }
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={`Enlarge image of ${name}`}
      className={`${frame} block overflow-hidden bg-background shadow-sm transition-transform hover:scale-[1.02] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary`}
    >
      <img src={imageUrl} alt="" loading="lazy" decoding="async" className="h-full w-full object-cover" />
    </button>
  );
}
