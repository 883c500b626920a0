import { describe, expect, it } from 'vitest';
import { DEFAULT_BOSS_ROLE, DEFAULT_DIRECT_REPORT_ROLE } from '../../../shared/domain/constants';

const NOW = '2025-06-01T12:00:00.000Z';
import { personLeanSchema, personOutputShape } from '../../../shared/contract';
import * as z from '../../../shared/zod';
import { ValidationError } from '../errors';
import {
  mergePersonFields,
  newPersonFields,
  personLean,
  personOutput,
  type StoredPerson,
} from './person-fields';

const stored: StoredPerson = {
  userId: 'user_1',
  firstName: 'Ann',
  lastName: 'Lee',
  name: 'Ann Lee',
  role: 'Senior Engineer',
  email: 'ann@example.com',
  meetingDayOfWeek: 'Monday',
  meetingTime: '09:00',
  meetingFrequency: 'biweekly',
  source: 'manual',
  status: 'active',
  avatar: 'https://img.example.com/ann.png',
  avatarColorPastel: '#FCE4EC',
  avatarColorDark: '#AD1457',
  scheduleSegments: [
    {
      effectiveFrom: '2025-01-01T00:00:00.000Z',
      meetingDayOfWeek: 'Monday',
      meetingTime: '09:00',
      meetingFrequency: 'biweekly',
    },
  ],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-02T00:00:00.000Z',
};

describe('newPersonFields', () => {
  it('defaults: name from first + last, the kind role, 10:00 weekly, manual, active', () => {
    expect(
      newPersonFields({ firstName: 'Ann', lastName: 'Lee' }, DEFAULT_DIRECT_REPORT_ROLE, NOW),
    ).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      name: 'Ann Lee',
      role: 'Team Member',
      email: '',
      meetingDayOfWeek: undefined,
      meetingTime: '10:00',
      meetingFrequency: 'weekly',
      source: 'manual',
      status: 'active',
      avatar: undefined,
      avatarColorPastel: undefined,
      avatarColorDark: undefined,
      scheduleSegments: [
        {
          effectiveFrom: NOW,
          meetingDayOfWeek: undefined,
          meetingTime: '10:00',
          meetingFrequency: 'weekly',
        },
      ],
    });
    expect(newPersonFields({ firstName: 'Bo', role: '' }, DEFAULT_BOSS_ROLE, NOW)).toMatchObject({
      name: 'Bo',
      lastName: '',
      role: 'Manager',
    });
  });

  it('keeps what is given', () => {
    const fields = newPersonFields(
      {
        firstName: 'Ann',
        lastName: 'Lee',
        name: 'Annie',
        role: 'Designer',
        email: 'ann@example.com',
        source: 'detected',
        meetingDayOfWeek: 'Friday',
        meetingTime: '16:30',
        meetingFrequency: 'monthly',
        avatar: null,
        avatarColorPastel: '#E8F5E9',
        avatarColorDark: '#2E7D32',
        status: 'archived',
      },
      DEFAULT_DIRECT_REPORT_ROLE,
      NOW,
    );
    expect(fields).toMatchObject({
      name: 'Annie',
      role: 'Designer',
      source: 'detected',
      meetingDayOfWeek: 'Friday',
      meetingTime: '16:30',
      meetingFrequency: 'monthly',
      avatar: undefined,
      avatarColorPastel: '#E8F5E9',
      // A new person is always active.
      status: 'active',
    });
  });
});

describe('mergePersonFields', () => {
  it('an empty update keeps every field', () => {
    expect(mergePersonFields(stored, {}, DEFAULT_DIRECT_REPORT_ROLE, NOW)).toEqual(stored);
  });

  it('the default name follows first and last name', () => {
    const merged = mergePersonFields(
      stored,
      { firstName: 'Anna', lastName: 'Li' },
      DEFAULT_DIRECT_REPORT_ROLE,
      NOW,
    );
    expect(merged).toMatchObject({ firstName: 'Anna', lastName: 'Li', name: 'Anna Li' });
    expect(mergePersonFields(stored, { lastName: '' }, DEFAULT_DIRECT_REPORT_ROLE, NOW).name).toBe(
      'Ann',
    );
  });

  it('a customised name stays when first or last name changes', () => {
    const custom = { ...stored, name: 'Annie' };
    expect(
      mergePersonFields(custom, { firstName: 'Anna' }, DEFAULT_DIRECT_REPORT_ROLE, NOW).name,
    ).toBe('Annie');
  });

  it('a given name wins; an empty one leaves the name to the first + last rule', () => {
    expect(
      mergePersonFields(stored, { name: 'Nan', firstName: 'Anna' }, DEFAULT_DIRECT_REPORT_ROLE, NOW)
        .name,
    ).toBe('Nan');
    expect(
      mergePersonFields(stored, { name: '', firstName: 'Anna' }, DEFAULT_DIRECT_REPORT_ROLE, NOW)
        .name,
    ).toBe('Anna Lee');
  });

  it('an emptied role falls back to the default of the kind; an omitted one is kept', () => {
    expect(mergePersonFields(stored, { role: '' }, DEFAULT_DIRECT_REPORT_ROLE, NOW).role).toBe(
      'Team Member',
    );
    expect(mergePersonFields(stored, { role: '' }, DEFAULT_BOSS_ROLE, NOW).role).toBe('Manager');
    expect(mergePersonFields(stored, { role: undefined }, DEFAULT_BOSS_ROLE, NOW).role).toBe(
      'Senior Engineer',
    );
    expect(mergePersonFields(stored, { role: 'Staff Engineer' }, DEFAULT_BOSS_ROLE, NOW).role).toBe(
      'Staff Engineer',
    );
  });

  it('null clears the avatar fields; undefined keeps them', () => {
    const cleared = mergePersonFields(
      stored,
      { avatar: null, avatarColorPastel: null, avatarColorDark: null },
      DEFAULT_DIRECT_REPORT_ROLE,
      NOW,
    );
    expect(cleared).toMatchObject({
      avatar: undefined,
      avatarColorPastel: undefined,
      avatarColorDark: undefined,
    });
    expect(
      mergePersonFields(stored, { avatar: undefined }, DEFAULT_DIRECT_REPORT_ROLE, NOW).avatar,
    ).toBe(stored.avatar);
  });

  it('null or empty time and frequency keep the stored value', () => {
    const merged = mergePersonFields(
      stored,
      { meetingTime: null, meetingFrequency: null },
      DEFAULT_DIRECT_REPORT_ROLE,
      NOW,
    );
    expect(merged).toMatchObject({ meetingTime: '09:00', meetingFrequency: 'biweekly' });
  });

  it('status and source change when given', () => {
    expect(
      mergePersonFields(stored, { status: 'archived' }, DEFAULT_DIRECT_REPORT_ROLE, NOW).status,
    ).toBe('archived');
    expect(
      mergePersonFields(stored, { source: 'detected' }, DEFAULT_DIRECT_REPORT_ROLE, NOW).source,
    ).toBe('detected');
  });

  it('does not modify the stored person', () => {
    const copy = structuredClone(stored);
    mergePersonFields(
      stored,
      { firstName: 'Zed', status: 'archived' },
      DEFAULT_DIRECT_REPORT_ROLE,
      NOW,
    );
    expect(stored).toEqual(copy);
  });

  it('throws a ValidationError naming the field when a manual person loses the day', () => {
    let error: unknown;
    try {
      mergePersonFields(stored, { meetingDayOfWeek: null }, DEFAULT_DIRECT_REPORT_ROLE, NOW);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({
      code: 'validation_failed',
      details: [{ location: 'body', field: 'meetingDayOfWeek', message: '1:1 day is required' }],
    });
  });

  it('throws when a detected person without a schedule becomes manual; detected may lack it', () => {
    const detected: StoredPerson = { ...stored, source: 'detected', meetingDayOfWeek: undefined };
    expect(
      mergePersonFields(detected, { firstName: 'Dee' }, DEFAULT_DIRECT_REPORT_ROLE, NOW).firstName,
    ).toBe('Dee');
    expect(() =>
      mergePersonFields(detected, { source: 'manual' }, DEFAULT_DIRECT_REPORT_ROLE, NOW),
    ).toThrow(ValidationError);
    expect(
      mergePersonFields(
        detected,
        { source: 'manual', meetingDayOfWeek: 'Tuesday' },
        DEFAULT_DIRECT_REPORT_ROLE,
        NOW,
      ),
    ).toMatchObject({ source: 'manual', meetingDayOfWeek: 'Tuesday' });
  });
});

describe('personOutput and personLean', () => {
  it('map a stored person to the contract shapes with null for absent optional fields', () => {
    const bare: StoredPerson = {
      ...stored,
      meetingDayOfWeek: undefined,
      avatar: undefined,
      avatarColorPastel: undefined,
      avatarColorDark: undefined,
    };
    const output = personOutput(bare, 'p1');
    expect(z.strictObject(personOutputShape).parse(output)).toEqual(output);
    expect(output).toMatchObject({
      id: 'p1',
      meetingDayOfWeek: null,
      avatar: null,
      avatarColorPastel: null,
      avatarColorDark: null,
    });
    expect(output).not.toHaveProperty('userId');

    const lean = personLean(stored, 'p1');
    expect(z.strictObject(personLeanSchema.shape).parse(lean)).toEqual(lean);
    expect(lean).toEqual({
      id: 'p1',
      name: 'Ann Lee',
      firstName: 'Ann',
      lastName: 'Lee',
      role: 'Senior Engineer',
      email: 'ann@example.com',
      status: 'active',
      avatar: 'https://img.example.com/ann.png',
      avatarColorPastel: '#FCE4EC',
      avatarColorDark: '#AD1457',
    });
  });
});

describe('schedule history', () => {
  it('starts at creation with the first schedule', () => {
    const fields = newPersonFields(
      {
        firstName: 'Ann',
        meetingDayOfWeek: 'Tuesday',
        meetingTime: '11:00',
        meetingFrequency: 'weekly',
      },
      DEFAULT_DIRECT_REPORT_ROLE,
      NOW,
    );
    expect(fields.scheduleSegments).toEqual([
      {
        effectiveFrom: NOW,
        meetingDayOfWeek: 'Tuesday',
        meetingTime: '11:00',
        meetingFrequency: 'weekly',
      },
    ]);
  });

  it('adds a period when the schedule changes and keeps the earlier ones', () => {
    const merged = mergePersonFields(
      stored,
      { meetingDayOfWeek: 'Thursday' },
      DEFAULT_DIRECT_REPORT_ROLE,
      NOW,
    );
    expect(merged.scheduleSegments).toEqual([
      ...stored.scheduleSegments!,
      {
        effectiveFrom: NOW,
        meetingDayOfWeek: 'Thursday',
        meetingTime: '09:00',
        meetingFrequency: 'biweekly',
      },
    ]);
  });

  it('adds nothing when only names change', () => {
    const merged = mergePersonFields(
      stored,
      { firstName: 'Annie' },
      DEFAULT_DIRECT_REPORT_ROLE,
      NOW,
    );
    expect(merged.scheduleSegments).toEqual(stored.scheduleSegments);
  });

  it('gives a person stored without a history one from its creation', () => {
    const legacy: StoredPerson = { ...stored, scheduleSegments: undefined };
    const merged = mergePersonFields(
      legacy,
      { meetingTime: '16:30' },
      DEFAULT_DIRECT_REPORT_ROLE,
      NOW,
    );
    expect(merged.scheduleSegments).toEqual([
      {
        effectiveFrom: stored.createdAt,
        meetingDayOfWeek: 'Monday',
        meetingTime: '09:00',
        meetingFrequency: 'biweekly',
      },
      {
        effectiveFrom: NOW,
        meetingDayOfWeek: 'Monday',
        meetingTime: '16:30',
        meetingFrequency: 'biweekly',
      },
    ]);
  });
});

describe('restoring an archived person', () => {
  it('adds a period without 1:1s from archiving until now, then the schedule again', () => {
    const archived: StoredPerson = {
      ...stored,
      status: 'archived',
      archivedAt: '2025-03-01T00:00:00.000Z',
    };
    const restored = mergePersonFields(
      archived,
      { status: 'active' },
      DEFAULT_DIRECT_REPORT_ROLE,
      NOW,
    );
    expect(restored.scheduleSegments).toEqual([
      ...stored.scheduleSegments!,
      {
        effectiveFrom: '2025-03-01T00:00:00.000Z',
        meetingDayOfWeek: undefined,
        meetingTime: '09:00',
        meetingFrequency: 'biweekly',
      },
      {
        effectiveFrom: NOW,
        meetingDayOfWeek: 'Monday',
        meetingTime: '09:00',
        meetingFrequency: 'biweekly',
      },
    ]);
  });
});
