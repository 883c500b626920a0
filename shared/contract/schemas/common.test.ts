import { describe, expect, it } from 'vitest';
import {
  avatarUrlInput,
  firstNameInput,
  hexColorInput,
  idParam,
  includeArchivedQuery,
  meetingDayInput,
  meetingFrequencyInput,
  meetingTimeInput,
  optionalEmailInput,
  optionalText,
  textListInput,
  timeZoneInput,
} from './common';
import { LIMITS } from '../../domain/constants';

const messages = (result: { error?: { issues: { message: string }[] } | undefined }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];
/** Each issue's dotted path and message. */
const issues = (result: {
  error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined;
}) =>
  result.error?.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  })) ?? [];

describe('optionalText', () => {
  const text = optionalText(5);

  it('trims, and turns null and undefined into an empty string', () => {
    expect(text.parse('  abc  ')).toBe('abc');
    expect(text.parse(null)).toBe('');
    expect(text.parse(undefined)).toBe('');
  });

  it('limits the trimmed length', () => {
    expect(text.parse('  12345  ')).toBe('12345');
    expect(messages(text.safeParse('123456'))).toEqual(['Must be at most 5 characters']);
  });

  it('rejects non-strings', () => {
    expect(text.safeParse(5).success).toBe(false);
  });
});

describe('firstNameInput', () => {
  it('trims and requires at least one character', () => {
    expect(firstNameInput.parse('  Ann ')).toBe('Ann');
    expect(messages(firstNameInput.safeParse('   '))).toEqual(['First name is required']);
    expect(messages(firstNameInput.safeParse(undefined))).toEqual(['First name is required']);
    expect(firstNameInput.safeParse(5).success).toBe(false);
  });

  it('is at most 100 characters', () => {
    expect(firstNameInput.safeParse('x'.repeat(100)).success).toBe(true);
    expect(firstNameInput.safeParse('x'.repeat(101)).success).toBe(false);
  });
});

describe('optionalEmailInput', () => {
  it('accepts an empty value or a valid address, trimmed', () => {
    expect(optionalEmailInput.parse(' ann@example.com ')).toBe('ann@example.com');
    expect(optionalEmailInput.parse('')).toBe('');
    expect(optionalEmailInput.parse('   ')).toBe('');
    expect(optionalEmailInput.parse(null)).toBe('');
    expect(optionalEmailInput.parse(undefined)).toBe('');
  });

  it('rejects an invalid address', () => {
    for (const value of ['ann', 'ann@', '@example.com', 'ann @example.com']) {
      expect(messages(optionalEmailInput.safeParse(value)), value).toEqual([
        'Enter a valid email address',
      ]);
    }
  });
});

describe('textListInput', () => {
  it('trims each item and drops empty ones', () => {
    expect(textListInput().parse(['  one ', '', '   ', 'two'])).toEqual(['one', 'two']);
  });

  it('counts the maximum after dropping empties', () => {
    const list = textListInput(2, 'priorities');
    expect(list.parse(['a', '', ' ', 'b', ''])).toEqual(['a', 'b']);
    expect(messages(list.safeParse(['a', 'b', 'c']))).toEqual(['At most 2 priorities']);
  });

  it('defaults to at most 50 items of at most 500 characters', () => {
    const list = textListInput();
    expect(list.safeParse(Array.from({ length: 50 }, () => 'x')).success).toBe(true);
    expect(list.safeParse(Array.from({ length: 51 }, () => 'x')).success).toBe(false);
    expect(list.safeParse(['x'.repeat(500)]).success).toBe(true);
    expect(list.safeParse(['x'.repeat(501)]).success).toBe(false);
  });

  it('rejects a non-list or non-string items', () => {
    expect(textListInput().safeParse('one').success).toBe(false);
    expect(textListInput().safeParse([1]).success).toBe(false);
  });

  it(`takes at most ${LIMITS.listItemsSent} items as sent, blank ones included`, () => {
    const list = textListInput(2, 'priorities');
    const sent = ['a', 'b', ...Array<string>(LIMITS.listItemsSent - 2).fill(' ')];
    expect(list.parse(sent)).toEqual(['a', 'b']);
    expect(issues(list.safeParse([...sent, '']))).toEqual([
      { path: '', message: 'At most 2 priorities' },
    ]);
  });

  it('refuses a list far past its limit with one issue, before reading its items', () => {
    expect(issues(textListInput().safeParse(Array<unknown>(125_000).fill(0)))).toEqual([
      { path: '', message: 'At most 50 items' },
    ]);
  });
});

describe('meetingDayInput', () => {
  it('accepts Monday to Friday in any case, normalised', () => {
    expect(meetingDayInput.parse('monday')).toBe('Monday');
    expect(meetingDayInput.parse('  TUESDAY ')).toBe('Tuesday');
    expect(meetingDayInput.parse('wEdNeSdAy')).toBe('Wednesday');
    expect(meetingDayInput.parse('Friday')).toBe('Friday');
  });

  it('rejects weekends, abbreviations and other values', () => {
    for (const value of ['Saturday', 'sunday', 'Mon', '', 1]) {
      expect(messages(meetingDayInput.safeParse(value)), String(value)).toEqual([
        '1:1 day must be Monday to Friday',
      ]);
    }
  });
});

describe('meetingTimeInput', () => {
  it("accepts 24-hour 'HH:mm'", () => {
    for (const value of ['00:00', '09:30', '10:00', '23:59']) {
      expect(meetingTimeInput.parse(value)).toBe(value);
    }
  });

  it('rejects anything else', () => {
    for (const value of ['24:00', '25:00', '9:30', '10:60', '10:00:00', '10am', '']) {
      expect(meetingTimeInput.safeParse(value).success, value).toBe(false);
    }
  });
});

describe('meetingFrequencyInput', () => {
  it('accepts weekly, biweekly, monthly and quarterly only', () => {
    for (const value of ['weekly', 'biweekly', 'monthly', 'quarterly']) {
      expect(meetingFrequencyInput.parse(value)).toBe(value);
    }
    for (const value of ['daily', 'Weekly', '']) {
      expect(meetingFrequencyInput.safeParse(value).success, value).toBe(false);
    }
  });
});

describe('hexColorInput and avatarUrlInput', () => {
  it('hex colours are #RRGGBB or nothing (null)', () => {
    expect(hexColorInput.parse('#a1B2c3')).toBe('#a1B2c3');
    expect(hexColorInput.parse(undefined)).toBeNull();
    expect(hexColorInput.parse(null)).toBeNull();
    for (const value of ['#abc', 'a1b2c3', '#a1b2cg', 'red']) {
      expect(hexColorInput.safeParse(value).success, value).toBe(false);
    }
  });

  it('avatars are http(s) URLs or nothing (null)', () => {
    expect(avatarUrlInput.parse('https://img.example.com/a.png')).toBe(
      'https://img.example.com/a.png',
    );
    expect(avatarUrlInput.parse('http://img.example.com/a.png')).toBe(
      'http://img.example.com/a.png',
    );
    expect(avatarUrlInput.parse(null)).toBeNull();
    for (const value of ['javascript:alert(1)', 'ftp://example.com/a.png', 'not a url']) {
      expect(avatarUrlInput.safeParse(value).success, value).toBe(false);
    }
  });
});

describe('timeZoneInput', () => {
  it('accepts IANA zones the runtime knows, trimmed', () => {
    expect(timeZoneInput.parse(' Europe/London ')).toBe('Europe/London');
    expect(timeZoneInput.parse('UTC')).toBe('UTC');
  });

  it('rejects unknown zones', () => {
    expect(timeZoneInput.safeParse('Mars/Olympus').success).toBe(false);
    expect(timeZoneInput.safeParse('').success).toBe(false);
  });
});

describe('idParam', () => {
  it('accepts 1–64 characters of [A-Za-z0-9_-]', () => {
    expect(idParam.parse('01JD3M8W6Q6Q3B6ZC5Y0P1X2K7')).toBe('01JD3M8W6Q6Q3B6ZC5Y0P1X2K7');
    expect(idParam.parse('a_b-C')).toBe('a_b-C');
    expect(idParam.safeParse('x'.repeat(64)).success).toBe(true);
  });

  it('rejects empty, long and unsafe ids', () => {
    for (const value of ['', 'x'.repeat(65), 'a b', 'USER#1', '../x', 'a/b']) {
      expect(idParam.safeParse(value).success, value).toBe(false);
    }
  });
});

describe('includeArchivedQuery', () => {
  it('1 and true mean true; 0, false and absent mean false', () => {
    expect(includeArchivedQuery.parse('1')).toBe(true);
    expect(includeArchivedQuery.parse('true')).toBe(true);
    expect(includeArchivedQuery.parse('0')).toBe(false);
    expect(includeArchivedQuery.parse('false')).toBe(false);
    expect(includeArchivedQuery.parse(undefined)).toBe(false);
  });

  it('anything else is an error', () => {
    for (const value of ['maybe', 'yes', 'TRUE', '']) {
      expect(messages(includeArchivedQuery.safeParse(value)), value).toEqual([
        'includeArchived must be 1, 0, true or false',
      ]);
    }
  });
});
