import { landscape } from '@/content/static-images';

/** A shipped 16:10 landscape in three widths, lazy below the fold, its box reserved (no shift). */
export function LandscapeImage({
  path,
  alt,
  sizes,
  className,
}: {
  path: string;
  alt: string;
  sizes: string;
  className?: string;
}) {
  const image = landscape(path);
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
