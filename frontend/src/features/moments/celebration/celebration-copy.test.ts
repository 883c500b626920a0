import { describe, expect, it } from 'vitest';
import { MOMENT_TYPES } from '@shared/domain/moments';
import {
  CELEBRATION_EMOJIS,
  CELEBRATION_TEXTS,
  createCelebrationCopy,
  shuffled,
} from './celebration-copy';

/** A repeatable stand-in for Math.random. */
function seeded(seed: number) {
  let value = seed;
  return () => {
    value = (value * 16807) % 2147483647;
    return (value - 1) / 2147483646;
  };
}

describe('celebration copy', () => {
  it('has a few different texts for every moment type', () => {
    for (const type of MOMENT_TYPES) {
      const texts = CELEBRATION_TEXTS[type].map((text) => text('Jo'));
      expect(texts.length, type).toBeGreaterThanOrEqual(3);
      expect(new Set(texts).size, type).toBe(texts.length);
    }
  });

  it('shuffles the five emojis once and takes them in turn', () => {
    const copy = createCelebrationCopy(seeded(7));
    const emojis = Array.from({ length: 10 }, () => copy.words('recognition', 'Jo').emoji);
    expect([...emojis.slice(0, 5)].sort()).toEqual([...CELEBRATION_EMOJIS].sort());
    expect(emojis.slice(5)).toEqual(emojis.slice(0, 5));
  });

  it("picks one of the type's texts, with the person's name where it has one", () => {
    const copy = createCelebrationCopy(seeded(3));
    const allowed = CELEBRATION_TEXTS.teamWins.map((text) => text('Maria'));
    const seen = new Set<string>();
    for (let index = 0; index < 30; index += 1) {
      const { text } = copy.words('teamWins', 'Maria');
      expect(allowed).toContain(text);
      seen.add(text);
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('shuffled keeps every item', () => {
    expect([...shuffled([1, 2, 3, 4, 5], seeded(11))].sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
