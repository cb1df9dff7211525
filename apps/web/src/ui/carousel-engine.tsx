import { startTransition, useEffect, useMemo } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import type { EmblaApi } from './carousel-types';
import { whenIdle } from '../lib/scheduling';

/** Enough of the carousel on screen for its movement to be seen. */
const IN_VIEW = 0.5;
/** Longest the slides wait for an idle moment before they can be swiped. */
const ATTACH_WITHIN_MS = 500;

interface Player {
  play: () => void;
  stop: () => void;
}

/**
 * Autoplay runs only while the carousel is on screen: one scrolled away (or below the first
 * screen) moves no slides and costs no frames. Returns the cleanup.
 */
export function playWhileInView(viewport: Element, autoplay: Player): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    autoplay.play();
    return () => autoplay.stop();
  }
  const observer = new IntersectionObserver(
    (records) => {
      const record = records.at(-1);
      if (record?.isIntersecting && record.intersectionRatio >= IN_VIEW) autoplay.play();
      else autoplay.stop();
    },
    { threshold: [0, IN_VIEW] },
  );
  observer.observe(viewport);
  return () => {
    observer.disconnect();
    autoplay.stop();
  };
}

/** A visitor who asked the system for less motion gets no autoplay (the slides still swipe). */
function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

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
    () =>
      autoplayMs && !prefersReducedMotion()
        ? [Autoplay({ delay: autoplayMs, playOnInit: false, stopOnInteraction: false, stopOnMouseEnter: true })]
        : [],
    [autoplayMs],
  );
  const [attach, api] = useEmblaCarousel({ loop, align: 'start', containScroll: 'trimSnaps' }, plugins);
  useEffect(() => {
    // Attaching measures the slides: when the browser is idle, the page's layout is already done
    // and the measuring is not added to the task that rendered the page.
    const cancel = whenIdle(() => startTransition(() => attach(viewport)), ATTACH_WITHIN_MS);
    return () => {
      cancel();
      attach(null);
    };
  }, [attach, viewport]);
  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    return autoplay ? playWhileInView(viewport, autoplay) : undefined;
  }, [api, viewport]);
  useEffect(() => {
    onReady(api);
    return () => onReady(undefined);
  }, [api, onReady]);
  return null;
}
