import { useCallback, useState, type CSSProperties } from 'react';
import { Logo } from '../ui/logo';
import { IMAGE_SIZES, imageUrl, type ImageVariant } from '@zlota/shared/images';
import './charity-page.css';

interface CharityImageProps {
  image: string | null;
  variant: ImageVariant;
  alt: string;
  className: string;
  /** The LCP image of a page loads first and eagerly; every other one waits until it is near. */
  priority?: boolean;
  style?: CSSProperties;
}

/**
 * A fundraiser's picture with width and height set, so nothing shifts when it arrives; the logo when there is none,
 * and also when the picture cannot be had (offline, never stored): never the browser's broken-image icon.
 */
export function CharityImage({ image, variant, alt, className, priority = false, style }: CharityImageProps) {
  const { width, height } = IMAGE_SIZES[variant];
  const [failed, setFailed] = useState<string | null>(null);
  // A picture that failed before the app took over a server-drawn page fired its error event unheard: look at it once.
  const checkLoaded = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(image);
    },
    [image],
  );
  if (!image || failed === image) {
    return (
      <div className={`${className} charity-image--none`} style={style} role="img" aria-label={alt}>
        <Logo size={72} />
      </div>
    );
  }
  return (
    <img
      ref={checkLoaded}
      onError={() => setFailed(image)}
      className={`${className} charity-image`}
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
