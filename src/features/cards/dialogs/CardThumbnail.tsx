/** A printing's small picture; decorative, as its name is always written next to it. */
export function CardThumbnail({ url, className = 'h-16 w-12' }: { url: string; className?: string }) {
  if (url === '')
    return <div aria-hidden="true" className={`${className} shrink-0 rounded bg-surface-hover`} />;
  return (
    <img
      src={url}
      alt=""
      loading="lazy"
      decoding="async"
      className={`${className} shrink-0 rounded bg-surface-hover object-cover`}
    />
  );
}
