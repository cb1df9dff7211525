import { useEffect, useState } from 'react';

/** Seconds until another SMS code may be asked for (the server's one-a-minute rule), ticking down. */
export function useResendWait() {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), 500);
    return () => clearTimeout(timer);
  }, [until, now]);
  const remaining = Math.max(0, Math.ceil((until - now) / 1000));
  return {
    remaining,
    running: remaining > 0,
    start: () => {
      setNow(Date.now());
      setUntil(Date.now() + 60_000);
    },
  };
}
