import { useEffect, useState } from 'react';

/** The time since `startedAt` (ISO), ticking every second; 0 until it is known. */
export function usePlayClock(startedAt: string | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return startedAt ? Math.max(0, now - new Date(startedAt).getTime()) : 0;
}

/** 1:05:09 or 05:09. */
export function formatElapsed(ms: number): string {
  const total = Math.floor(ms / 1000);
  const [h, m, s] = [Math.floor(total / 3600), Math.floor(total / 60) % 60, total % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/**
 * Which reality check is due: the number of whole intervals played, from the one current when the
 * game opened (opening a game mid-session does not start with a pop-up). `acknowledge` dismisses it.
 */
export function useRealityCheck(elapsedMs: number, intervalMinutes: number | null | undefined) {
  const intervalMs = intervalMinutes ? intervalMinutes * 60_000 : 0;
  const reached = intervalMs && elapsedMs > 0 ? Math.floor(elapsedMs / intervalMs) : 0;
  const [seen, setSeen] = useState<number | null>(null);
  // The first count known is where checking starts (set while rendering: React re-renders at once).
  if (seen === null && elapsedMs > 0 && intervalMs) setSeen(reached);
  return { due: seen !== null && reached > seen, acknowledge: () => setSeen(reached) };
}
