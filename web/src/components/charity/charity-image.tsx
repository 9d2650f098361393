import type { CSSProperties } from 'react';
import { Logo } from '../ui/logo';
import { IMAGE_SIZES, imageUrl, type ImageVariant } from '@zlota/shared/images';

interface CharityImageProps {
  image: string | null;
  variant: ImageVariant;
  alt: string;
  className: string;
  /** The LCP image of a page loads first and eagerly; every other one waits until it is near. */
  priority?: boolean;
  style?: CSSProperties;
}

/** A fundraiser's picture with width and height set, so nothing shifts when it arrives; the logo when there is none. */
export function CharityImage({ image, variant, alt, className, priority = false, style }: CharityImageProps) {
  const { width, height } = IMAGE_SIZES[variant];
  if (!image) {
    return (
      <div className={`${className} charity-image--none`} style={style} role="img" aria-label={alt}>
        <Logo size={72} />
      </div>
    );
  }
  return (
    <img
      className={className}
      src={imageUrl(image, variant)}
      alt={alt}
      width={width}
      height={height}
      style={style}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      draggable={false}
    />
  );
}

export const imageAlt = (title: string) => `Zdjęcie do zbiórki „${title}”`;
