import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { useTranslation } from 'react-i18next';

interface CarouselProps {
  label: string;
  slides: ReactNode[];
  /** Autoplay delay; no autoplay when absent. */
  autoplayMs?: number;
  loop?: boolean;
  showDots?: boolean;
  className?: string;
  slideClassName?: string;
}

/** Embla carousel with optional autoplay and loop, announced as a carousel with named slides. */
export function Carousel({
  label,
  slides,
  autoplayMs,
  loop = false,
  showDots = true,
  className = '',
  slideClassName = 'basis-full',
}: CarouselProps) {
  const { t } = useTranslation();
  const plugins = useMemo(
    () => (autoplayMs ? [Autoplay({ delay: autoplayMs, stopOnInteraction: false, stopOnMouseEnter: true })] : []),
    [autoplayMs],
  );
  const [viewportRef, api] = useEmblaCarousel({ loop, align: 'start', containScroll: 'trimSnaps' }, plugins);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  const goTo = useCallback((index: number) => api?.scrollTo(index), [api]);

  return (
    <section aria-roledescription="carousel" aria-label={label} className={className}>
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={t('banner.slide', { index: index + 1, count: slides.length })}
              className={`min-w-0 shrink-0 grow-0 ${slideClassName}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {showDots && slides.length > 1 ? (
        <div className="mt-2.5 flex justify-center gap-1.5" role="group" aria-label={t('carousel.slides')}>
          {slides.map((_, index) => (
            <button
              key={index}
              type="button"
              onClick={() => goTo(index)}
              aria-label={t('carousel.goTo', { index: index + 1 })}
              aria-current={index === selected ? 'true' : undefined}
              className={`h-1.5 rounded-full transition-all ${index === selected ? 'w-5 bg-gold-400' : 'w-1.5 bg-white/25'}`}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
