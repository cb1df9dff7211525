import { useRef, type ReactNode } from 'react';
import { useInView } from '../lib/use-in-view';

/** How far below the screen a deferred section starts rendering. */
const AHEAD = '200px 0px';

/**
 * Renders its children once the spot comes near the screen; until then a placeholder of the
 * same size holds the space (so nothing shifts) and costs no work on the first screen.
 */
export function Deferred({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useInView(ref, { rootMargin: AHEAD });
  if (near) return <>{children}</>;
  return (
    <div ref={ref} aria-hidden="true">
      {placeholder}
    </div>
  );
}
