import { lazy } from 'react';

/** The Embla carousel, loaded on demand: no screen needs it to paint its first view. */
export const LazyCarousel = lazy(() => import('./carousel').then((module) => ({ default: module.Carousel })));
