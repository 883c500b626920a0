import { describe, expect, it } from 'vitest';
import { DAILY_REFLECTION_QUESTIONS, dailyReflectionFor } from './daily-reflection';

const days = (from: string, count: number) =>
  Array.from({ length: count }, (_, index) =>
    new Date(Date.parse(`${from}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10),
  );

describe('daily reflection questions', () => {
  it('has a bank of at least 30 distinct questions with stable ids', () => {
    expect(DAILY_REFLECTION_QUESTIONS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(DAILY_REFLECTION_QUESTIONS.map((question) => question.text)).size).toBe(
      DAILY_REFLECTION_QUESTIONS.length,
    );
    expect(DAILY_REFLECTION_QUESTIONS[0]?.id).toBe('r01');
  });

  it('is the same for the same user and date, and carries the date', () => {
    const first = dailyReflectionFor('user_1', '2026-03-09');
    expect(dailyReflectionFor('user_1', '2026-03-09')).toEqual(first);
    expect(first.localDate).toBe('2026-03-09');
  });

  it('walks the whole bank before repeating, for every user', () => {
    for (const userId of ['user_1', 'user_2', 'user_3', 'a', '']) {
      const ids = days('2026-01-01', DAILY_REFLECTION_QUESTIONS.length).map(
        (date) => dailyReflectionFor(userId, date).id,
      );
      expect(new Set(ids).size, userId).toBe(DAILY_REFLECTION_QUESTIONS.length);
    }
  });

  it('differs between users on most days', () => {
    const dates = days('2026-01-01', 30);
    const same = dates.filter(
      (date) => dailyReflectionFor('user_1', date).id === dailyReflectionFor('user_2', date).id,
    );
    expect(same.length).toBeLessThan(dates.length / 2);
  });

  it('refuses a malformed date', () => {
    expect(() => dailyReflectionFor('user_1', '2026-02-30')).toThrow(RangeError);
    expect(() => dailyReflectionFor('user_1', 'today')).toThrow(RangeError);
  });
});
