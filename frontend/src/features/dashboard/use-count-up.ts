/**
 * A stat's shown count (docs/product.md#states-and-transitions, #constants-and-limits: stat
 * animation 1.2 s when counts grow): when the count grows past the value this tab last showed for
 * the stat (kept across page changes), it counts up over 1.2 s and `growing` is true meanwhile (for
 * the stat image's animation). A first load, a drop or a user who prefers reduced motion shows the
 * new value at once.
 */
import { useEffect, useState } from 'react';
import { createRingMemory } from '@/components/ring-celebration';
import { countAt, countGrew, STAT_ANIMATION_MS } from './count-up';

/** The last count each stat showed in this tab, until a reload. */
const statMemory = createRingMemory();

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export function useCountUp(
  stat: string,
  value: number,
  /** False while the value is a placeholder (still loading): it is neither shown as grown nor kept. */
  settled: boolean,
): { shown: number; growing: boolean } {
  const [animation, setAnimation] = useState<{ from: number; to: number; start: number } | null>(
    null,
  );
  const [now, setNow] = useState(0);
  const [seen, setSeen] = useState(() => statMemory.last(stat));

  if (settled && value !== seen) {
    setSeen(value);
    setAnimation(
      countGrew(seen, value) && !prefersReducedMotion()
        ? { from: seen ?? 0, to: value, start: performance.now() }
        : null,
    );
  }

  useEffect(() => {
    if (settled) statMemory.record(stat, value);
  }, [stat, value, settled]);

  useEffect(() => {
    if (!animation) return;
    let frame = requestAnimationFrame(function tick(time) {
      setNow(time);
      if (time - animation.start < STAT_ANIMATION_MS) frame = requestAnimationFrame(tick);
      else setAnimation(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [animation]);

  if (!animation) return { shown: value, growing: false };
  return {
    shown: countAt(animation.from, animation.to, Math.max(0, now - animation.start)),
    growing: true,
  };
}
