import { Suspense, lazy, startTransition, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { EmblaApi } from './carousel-types';
import { useTranslation } from '../lib/use-translation';
import { useInView } from '../lib/use-in-view';
import { NEAR_SCREEN } from '../lib/visibility';

const CarouselEngine = lazy(() => import('./carousel-engine'));

interface CarouselProps {
  label: string;
  slides: ReactNode[];
  /** Autoplay delay; no autoplay when absent. */
  autoplayMs?: number;
  loop?: boolean;
  showDots?: boolean;
  className?: string;
  slideClassName?: string;
  /**
   * Lays out the controls instead of the dots alone (previous and next buttons around them, say):
   * given the carousel, the slide in view and the dots. Slides out of view are then inert.
   */
  controls?: (api: EmblaApi | undefined, selected: number, dots: ReactNode) => ReactNode;
}

/** A carousel with optional autoplay and loop, announced as a carousel with named slides. */
export function Carousel({
  label,
  slides,
  autoplayMs,
  loop = false,
  showDots = true,
  className = '',
  slideClassName = 'basis-full',
  controls,
}: CarouselProps) {
  const { t } = useTranslation();
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  // The engine comes when the carousel nears the screen: attaching one measures the page.
  const near = useInView(sectionRef, NEAR_SCREEN);
  const [api, setApi] = useState<EmblaApi | undefined>();
  const [selected, setSelected] = useState(0);
  // Both arrive while React commits (a ref, an effect): as transitions, the re-render they cause is
  // sliced and kept out of the commit's task instead of rendered synchronously inside it.
  const attachViewport = useCallback((node: HTMLDivElement | null) => startTransition(() => setViewport(node)), []);
  const onReady = useCallback((next: EmblaApi | undefined) => startTransition(() => setApi(next)), []);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  const dots =
    showDots && slides.length > 1 ? (
      <div className="mt-2.5 flex justify-center gap-1.5" role="group" aria-label={t('carousel.slides')}>
        {slides.map((_, index) => (
          <button
            key={index}
            type="button"
            onClick={() => api?.scrollTo(index)}
            aria-label={t('carousel.goTo', { index: index + 1 })}
            aria-current={index === selected ? 'true' : undefined}
            className={`h-1.5 rounded-full transition-all ${index === selected ? 'w-5 bg-gold-400' : 'w-1.5 bg-white/25'}`}
          />
        ))}
      </div>
    ) : null;
  return (
    <section ref={sectionRef} aria-roledescription="carousel" aria-label={label} className={className}>
      <div ref={attachViewport} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={t('banner.slide', { index: index + 1, count: slides.length })}
              inert={controls && api && index !== selected ? true : undefined}
              className={`min-w-0 shrink-0 grow-0 ${slideClassName}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {viewport && near && slides.length > 1 ? (
        <Suspense fallback={null}>
          <CarouselEngine viewport={viewport} loop={loop} autoplayMs={autoplayMs} onReady={onReady} />
        </Suspense>
      ) : null}
      {controls ? controls(api, selected, dots) : dots}
    </section>
  );
}
