/**
 * Sends mark-as-read calls at most one per `intervalMs` (spec: throttled 150 ms) without dropping
 * any: ids wait in order, each id once. A plain throttle would fold two quick taps on different
 * notices into one call and lose the first.
 */
export function createReadQueue(send: (id: string) => void, intervalMs: number) {
  const waiting: string[] = [];
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const drain = () => {
    timer = undefined;
    const id = waiting.shift();
    if (id === undefined) return;
    last = Date.now();
    send(id);
    if (waiting.length > 0) timer = setTimeout(drain, intervalMs);
  };

  return {
    push(id: string): void {
      if (waiting.includes(id)) return;
      waiting.push(id);
      if (timer !== undefined) return;
      timer = setTimeout(drain, Math.max(0, last + intervalMs - Date.now()));
    },
  };
}
