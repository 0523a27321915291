import { useEffect, useRef, useState } from 'react';
import { addRateSample, bytesPerSecond, secondsLeft, type RateSample } from '../model/time-left';

const SAMPLE_EVERY_MS = 1000;

/** Seconds left for the batch, sampled once a second while it runs (also when nothing moves, so an offline pause shows). */
export function useSecondsLeft(bytesSent: number, bytesTotal: number, running: boolean): number | null {
  const latest = useRef({ bytesSent, bytesTotal });
  useEffect(() => {
    latest.current = { bytesSent, bytesTotal };
  });
  const [seconds, setSeconds] = useState<number | null>(null);

  useEffect(() => {
    if (!running) return;
    let samples: RateSample[] = [{ at: Date.now(), bytes: latest.current.bytesSent }];
    const timer = window.setInterval(() => {
      samples = addRateSample(samples, { at: Date.now(), bytes: latest.current.bytesSent });
      setSeconds(secondsLeft(latest.current.bytesTotal - latest.current.bytesSent, bytesPerSecond(samples)));
    }, SAMPLE_EVERY_MS);
    return () => {
      window.clearInterval(timer);
      setSeconds(null);
    };
  }, [running]);
  return running ? seconds : null;
}
