import { useEffect, useMemo } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import type { EmblaApi } from './carousel-types';

export interface CarouselEngineProps {
  /** The viewport the carousel markup already rendered. */
  viewport: HTMLElement;
  loop: boolean;
  autoplayMs?: number;
  onReady: (api: EmblaApi | undefined) => void;
}

/**
 * The Embla behaviour, loaded on demand and attached to markup that is already on screen, so the
 * first slide paints before (and stays the same element after) the carousel code arrives.
 */
export default function CarouselEngine({ viewport, loop, autoplayMs, onReady }: CarouselEngineProps) {
  const plugins = useMemo(
    () => (autoplayMs ? [Autoplay({ delay: autoplayMs, stopOnInteraction: false, stopOnMouseEnter: true })] : []),
    [autoplayMs],
  );
  const [attach, api] = useEmblaCarousel({ loop, align: 'start', containScroll: 'trimSnaps' }, plugins);
  useEffect(() => {
    attach(viewport);
    return () => attach(null);
  }, [attach, viewport]);
  useEffect(() => {
    onReady(api);
    return () => onReady(undefined);
  }, [api, onReady]);
  return null;
}
