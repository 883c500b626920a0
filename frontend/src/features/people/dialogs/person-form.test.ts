import { describe, expect, it } from 'vitest';
import { emailError, firstStepWithError, isPersonFormValid, linesToList } from './person-form';

const values = {
  firstName: 'Ada',
  lastName: '',
  email: '',
  role: '',
  meetingDayOfWeek: 'Monday' as const,
  meetingFrequency: 'weekly' as const,
  meetingTime: '10:00',
};

describe('person form rules (docs/product.md#validation-rules)', () => {
  it('needs a first name and, unless detected, a full schedule', () => {
    expect(isPersonFormValid(values)).toBe(true);
    expect(isPersonFormValid({ ...values, firstName: '  ' })).toBe(false);
    expect(isPersonFormValid({ ...values, meetingDayOfWeek: '' })).toBe(false);
    expect(isPersonFormValid({ ...values, meetingDayOfWeek: '' }, 'detected')).toBe(true);
  });

  it('accepts an empty or valid email and names the problem of an invalid one', () => {
    expect(emailError('')).toBeNull();
    expect(emailError(' ada@example.com ')).toBeNull();
    expect(emailError('ada@')).toBe('Enter a valid email address');
    expect(emailError('ada@nowhere')).toBe('Enter a valid email address');
  });

  it('turns lines into a trimmed list without empty lines, capped when asked', () => {
    expect(linesToList(' a \n\n b\n')).toEqual(['a', 'b']);
    expect(linesToList('1\n2\n3', 2)).toEqual(['1', '2']);
  });
});

describe('firstStepWithError', () => {
  it('finds the first step holding a field with an error', () => {
    const steps = [
      { step: 'basic', fields: ['firstName', 'email'] },
      { step: 'strengths', fields: ['strengths'] },
      { step: 'opportunities', fields: ['opportunities'] },
    ] as const;
    expect(firstStepWithError(steps, { opportunities: 'x', strengths: 'y' })).toBe('strengths');
    expect(firstStepWithError(steps, { email: 'x', opportunities: 'y' })).toBe('basic');
    expect(firstStepWithError(steps, { source: 'x' })).toBeUndefined();
  });
});
