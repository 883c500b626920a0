import { describe, expect, it } from 'vitest';
import {
  DISMISSED_UNMATCHED_KEY,
  newMeetingsText,
  readDismissedUnmatched,
  showsNewMeetingsNotice,
  storeDismissedUnmatched,
} from './new-meetings-notice';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('the new-meetings notice', () => {
  it('shows only when the unmatched count exceeds the dismissed count', () => {
    expect(showsNewMeetingsNotice(0, 0)).toBe(false);
    expect(showsNewMeetingsNotice(2, 0)).toBe(true);
    expect(showsNewMeetingsNotice(2, 2)).toBe(false);
    expect(showsNewMeetingsNotice(1, 2)).toBe(false);
    expect(showsNewMeetingsNotice(3, 2)).toBe(true);
  });

  it('keeps the dismissed count in one local storage key', () => {
    const storage = memoryStorage();
    expect(readDismissedUnmatched(storage)).toBe(0);
    storeDismissedUnmatched(3, storage);
    expect(storage.getItem(DISMISSED_UNMATCHED_KEY)).toBe('3');
    expect(readDismissedUnmatched(storage)).toBe(3);
    storage.setItem(DISMISSED_UNMATCHED_KEY, 'garbage');
    expect(readDismissedUnmatched(storage)).toBe(0);
  });

  it('words one and many', () => {
    expect(newMeetingsText(1)).toContain('a new 1:1');
    expect(newMeetingsText(4)).toContain('4 people');
  });
});
