export interface Cancelable<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

/** Run `fn` once `waitMs` have passed without another call; the last arguments win. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, waitMs: number): Cancelable<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, waitMs);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}

/**
 * Run `fn` at most once per `intervalMs`: the first call runs at once, calls inside the
 * interval are folded into one trailing call with the latest arguments at its end.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, intervalMs: number): Cancelable<A> {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const run = (args: A) => {
    last = Date.now();
    fn(...args);
  };
  const throttled = (...args: A) => {
    const elapsed = Date.now() - last;
    if (elapsed >= intervalMs && timer === undefined) {
      run(args);
      return;
    }
    pending = args;
    if (timer !== undefined) return;
    timer = setTimeout(
      () => {
        timer = undefined;
        const next = pending;
        pending = undefined;
        if (next) run(next);
      },
      Math.max(0, intervalMs - elapsed),
    );
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
