import type { UseEmblaCarouselType } from 'embla-carousel-react';

/** The Embla API the carousel engine hands back once attached. */
export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;
