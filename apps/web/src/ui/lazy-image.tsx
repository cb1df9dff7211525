import { useRef, useState } from 'react';
import { LAZY_IMAGE_THRESHOLD } from '@lobby/contract/core';
import { useInView } from '../lib/use-in-view';

interface LazyImageProps {
  src: string;
  alt: string;
  /** Sizes the frame; the frame keeps its aspect ratio before the image arrives. */
  className?: string;
  width?: number;
  height?: number;
  fallback?: string;
}

/**
 * An image that loads once enough of it is on screen; its frame reserves the space first. It fades
 * in through a data attribute set on load, so a page of images loading does not re-render.
 */
export function LazyImage({ src, alt, className = '', width, height, fallback }: LazyImageProps) {
  const ref = useRef<HTMLDivElement>(null);
  const visible = useInView(ref, { threshold: LAZY_IMAGE_THRESHOLD });
  const [failed, setFailed] = useState(false);
  return (
    <div ref={ref} className={`relative overflow-hidden bg-ink-800 ${className}`}>
      {visible && !failed ? (
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          decoding="async"
          onLoad={(event) => {
            event.currentTarget.dataset.loaded = 'true';
          }}
          onError={() => setFailed(true)}
          className="absolute inset-0 size-full object-cover opacity-0 transition-opacity duration-300 data-loaded:opacity-100"
        />
      ) : null}
      {failed ? (
        <div
          role="img"
          aria-label={alt}
          className="absolute inset-0 grid place-items-center bg-violet p-2 text-center text-xs font-bold text-white/90"
        >
          {fallback ?? alt}
        </div>
      ) : null}
    </div>
  );
}
