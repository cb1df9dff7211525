import { useRef, type ReactNode } from 'react';
import { useInView } from '../lib/use-in-view';
import { NEAR_SCREEN } from '../lib/visibility';

/**
 * Renders its children once the spot comes near the screen; until then a placeholder of the
 * same size holds the space (so nothing shifts) and costs no work on the first screen.
 */
export function Deferred({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useInView(ref, NEAR_SCREEN);
  if (near) return <>{children}</>;
  return (
    <div ref={ref} aria-hidden="true">
      {placeholder}
    </div>
  );
}
