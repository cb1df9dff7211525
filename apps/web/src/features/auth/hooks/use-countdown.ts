import { useCallback, useEffect, useState } from 'react';
import { SMS_TICK_MS } from '@lobby/contract/core';
import { countdownEnd, secondsLeft } from './countdown';

/**
 * The SMS button's countdown (spec accounts §4): ready, then a per-second count until the
 * code's expiration time, ticking every 500 ms, then ready again.
 */
export function useCountdown() {
  const [end, setEnd] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (end === null) return;
    const tick = () => {
      const left = secondsLeft(end, Date.now());
      setRemaining(left);
      if (left === 0) setEnd(null);
    };
    const timer = setInterval(tick, SMS_TICK_MS);
    return () => clearInterval(timer);
  }, [end]);

  const start = useCallback((expirationTime?: number) => {
    const now = Date.now();
    const next = countdownEnd(expirationTime, now);
    setEnd(next);
    setRemaining(secondsLeft(next, now));
  }, []);

  return { remaining, running: end !== null && remaining > 0, start };
}
