import { describe, expect, it } from 'vitest';
import {
  canCompleteTeam,
  describeCalendarSchedule,
  detectedDrafts,
  draftFromExisting,
  errorsOfUnchangedRows,
  isManagerOptionDisabled,
  newManualDraft,
  planTeamSave,
  resolveDraft,
  teamReviewRows,
  type ExistingPerson,
  type PersonDraft,
} from './person-draft';

const row = (patch: Partial<PersonDraft>): PersonDraft => ({ ...newManualDraft(), ...patch });
const existing = (patch: Partial<ExistingPerson>): ExistingPerson => ({
  id: 'id-1',
  kind: 'directReport',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  source: 'manual',
  status: 'active',
  meetingDayOfWeek: 'Monday',
  meetingFrequency: 'weekly',
  meetingTime: '10:00',
  role: 'Engineer',
  ...patch,
});

describe('canCompleteTeam (docs/product.md#validation-rules)', () => {
  it('needs at least one row with a name', () => {
    expect(canCompleteTeam([row({})])).toBe(false);
    expect(canCompleteTeam([row({ lastName: 'Kim', meetingDayOfWeek: 'Monday' })])).toBe(true);
  });

  it('needs day, frequency and time on every manual row that will be saved', () => {
    expect(canCompleteTeam([row({ firstName: 'Kim' })])).toBe(false);
    expect(
      canCompleteTeam([row({ firstName: 'Kim', meetingDayOfWeek: 'Monday', meetingTime: '' })]),
    ).toBe(false);
    expect(canCompleteTeam([row({ firstName: 'Kim', meetingDayOfWeek: 'Monday' }), row({})])).toBe(
      true,
    );
    expect(
      canCompleteTeam([
        row({ firstName: 'Kim', meetingDayOfWeek: 'Monday' }),
        row({ email: 'x@y.z' }),
      ]),
    ).toBe(false);
  });

  it('does not ask detected people for a schedule', () => {
    expect(canCompleteTeam([row({ firstName: 'Kim', source: 'detected' })])).toBe(true);
  });
});

describe('isManagerOptionDisabled (docs/product.md#validation-rules one manager)', () => {
  it('is disabled for other rows once a row is a manager, never for the manager row itself', () => {
    const boss = row({ relationship: 'boss' });
    const other = row({});
    expect(isManagerOptionDisabled(other, [boss, other], [])).toBe(true);
    expect(isManagerOptionDisabled(boss, [boss, other], [])).toBe(false);
  });

  it('counts an existing active manager unless a row stands for them', () => {
    const other = row({});
    expect(isManagerOptionDisabled(other, [other], ['boss-1'])).toBe(true);
    const representing = row({ existingId: 'boss-1', relationship: 'directReport' });
    expect(isManagerOptionDisabled(representing, [representing, other], ['boss-1'])).toBe(false);
  });

  it('ignores unselected manager rows', () => {
    const boss = row({ relationship: 'boss', selected: false });
    const other = row({});
    expect(isManagerOptionDisabled(other, [boss, other], [])).toBe(false);
  });
});

describe('resolveDraft (docs/product.md#validation-rules matching)', () => {
  it('matches by case-insensitive trimmed email', () => {
    const resolved = resolveDraft(row({ firstName: 'A', email: '  ADA@example.com ' }), [
      existing({}),
    ]);
    expect(resolved).toMatchObject({
      existingId: 'id-1',
      existingType: 'directReport',
      alreadyAdded: true,
      previouslyRemoved: false,
    });
  });

  it('matches by full name only when both names are given', () => {
    expect(
      resolveDraft(row({ firstName: 'ada', lastName: 'LOVELACE' }), [existing({ email: '' })])
        .existingId,
    ).toBe('id-1');
    expect(
      resolveDraft(row({ firstName: 'Ada' }), [existing({ email: '' })]).existingId,
    ).toBeNull();
  });

  it("badges archived matches 'Previously removed' and prefers active people", () => {
    const archived = existing({ id: 'old', status: 'archived' });
    expect(
      resolveDraft(row({ email: 'ada@example.com', firstName: 'Ada' }), [archived]),
    ).toMatchObject({
      existingId: 'old',
      alreadyAdded: false,
      previouslyRemoved: true,
    });
    expect(
      resolveDraft(row({ email: 'ada@example.com', firstName: 'Ada' }), [
        archived,
        existing({ id: 'new' }),
      ]).existingId,
    ).toBe('new');
  });
});

describe('planTeamSave (docs/product.md#states-and-transitions person import)', () => {
  it('updates an unchanged existing person and creates nothing for them', () => {
    const plan = planTeamSave([draftFromExisting(existing({}))], [existing({})]);
    expect(plan).toEqual([
      expect.objectContaining({ type: 'update', kind: 'directReport', id: 'id-1', restore: false }),
    ]);
  });

  it('removes the old record and creates one of the other kind when the relationship changes', () => {
    const changed = { ...draftFromExisting(existing({})), relationship: 'boss' as const };
    const plan = planTeamSave([changed], [existing({})]);
    expect(plan.map((step) => [step.type, step.kind])).toEqual([
      ['archive', 'directReport'],
      ['create', 'boss'],
    ]);
  });

  it('restores a previously removed match of the same kind', () => {
    const archived = existing({ status: 'archived' });
    const plan = planTeamSave(
      [row({ firstName: 'Ada', lastName: 'Lovelace', meetingDayOfWeek: 'Friday' })],
      [archived],
    );
    expect(plan).toEqual([expect.objectContaining({ type: 'update', id: 'id-1', restore: true })]);
  });

  it('frees the manager slot before creating a new manager, and skips blank rows', () => {
    const boss = existing({
      id: 'boss-1',
      kind: 'boss',
      firstName: 'Bo',
      lastName: 'Chief',
      email: 'bo@example.com',
    });
    const demoted = { ...draftFromExisting(boss), relationship: 'directReport' as const };
    const promoted = row({ firstName: 'Cy', relationship: 'boss', meetingDayOfWeek: 'Monday' });
    const plan = planTeamSave([promoted, demoted, row({})], [boss]);
    expect(plan.map((step) => [step.type, step.kind])).toEqual([
      ['archive', 'boss'],
      ['create', 'directReport'],
      ['create', 'boss'],
    ]);
  });
});

describe('errorsOfUnchangedRows', () => {
  it('keeps the save errors of rows the user has not edited since, and drops removed rows', () => {
    const a = { ...newManualDraft(), firstName: 'Ada' };
    const b = { ...newManualDraft(), firstName: 'Bo' };
    const c = { ...newManualDraft(), firstName: 'Cy' };
    const error = {
      fields: { email: 'Enter a valid email address' },
      message: 'Enter a valid email address',
    };
    const errors = { [a.key]: error, [b.key]: error, [c.key]: error };
    const after = [a, { ...b, email: 'bo@example.com' }];
    expect(errorsOfUnchangedRows(errors, [a, b, c], after)).toEqual({ [a.key]: error });
  });
});

describe('detectedDrafts', () => {
  const archived: ExistingPerson = {
    id: 'old',
    kind: 'directReport',
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    source: 'manual',
    status: 'archived',
    meetingDayOfWeek: 'Monday',
    meetingFrequency: 'weekly',
    meetingTime: '10:00',
    role: 'Team Member',
  };

  it('pre-checks detected people and leaves previously removed ones unchecked and badged', () => {
    const rows = detectedDrafts(
      [
        { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' },
        { email: 'GRACE@example.com', firstName: 'Grace', lastName: 'H.' },
      ],
      [archived],
    );
    expect(rows.map((row) => [row.email, row.source, row.selected, row.previouslyRemoved])).toEqual(
      [
        ['ada@example.com', 'detected', true, false],
        ['GRACE@example.com', 'detected', false, true],
      ],
    );
    expect(canCompleteTeam(rows)).toBe(true);
  });

  it("shows a person already added as that person: checked, 'Already added', their relationship and schedule kept", () => {
    const boss = existing({
      id: 'boss-1',
      kind: 'boss',
      firstName: 'Dana',
      lastName: 'W.',
      email: 'dana@example.com',
      meetingDayOfWeek: 'Thursday',
      meetingTime: '16:00',
      role: 'Director',
    });
    const [row] = detectedDrafts(
      [{ email: 'DANA@example.com', firstName: 'Dana', lastName: 'Whitfield' }],
      [boss],
    );
    expect(row).toMatchObject({
      source: 'detected',
      selected: true,
      alreadyAdded: true,
      previouslyRemoved: false,
      existingId: 'boss-1',
      relationship: 'boss',
      firstName: 'Dana',
      lastName: 'W.',
      meetingDayOfWeek: 'Thursday',
      meetingTime: '16:00',
    });
    // Completing updates Dana unchanged: nothing archived, nothing created.
    expect(planTeamSave([row!], [boss]).map((step) => [step.type, step.kind])).toEqual([
      ['update', 'boss'],
    ]);
  });

  it('does not repeat a tracked person already in the rows under another email', () => {
    const ada = existing({ email: '' });
    expect(
      detectedDrafts(
        [{ email: 'ada.lovelace@example.com', firstName: 'Ada', lastName: 'Lovelace' }],
        [ada],
        [draftFromExisting(ada)],
      ),
    ).toEqual([]);
  });

  it('does not repeat people already in the rows', () => {
    const [first] = detectedDrafts(
      [{ email: 'ada@example.com', firstName: 'Ada', lastName: 'L' }],
      [],
    );
    expect(
      detectedDrafts([{ email: 'Ada@example.com', firstName: 'Ada', lastName: 'L' }], [], [first!]),
    ).toEqual([]);
  });
});

describe('teamReviewRows (the review from the profile or the new-meetings notice)', () => {
  const calendarAda = {
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    relationship: 'directReport' as const,
    meetingDayOfWeek: 'Monday' as const,
    meetingTime: '10:00',
    meetingFrequency: 'weekly' as const,
  };
  const addedFromCalendar = existing({
    source: 'detected',
    meetingDayOfWeek: null,
    meetingTime: '10:00',
  });
  const tom = existing({
    id: 'tom',
    firstName: 'Tom',
    lastName: 'Becker',
    email: 'tom@example.com',
    meetingDayOfWeek: 'Friday',
    meetingFrequency: 'biweekly',
  });

  it('lists everyone tracked and active, with no blank row, and can be completed as it is', () => {
    const rows = teamReviewRows(
      [
        addedFromCalendar,
        tom,
        existing({ id: 'gone', email: 'x@example.com', status: 'archived' }),
      ],
      [calendarAda],
    );
    expect(rows.map((draft) => draft.firstName)).toEqual(['Ada', 'Tom']);
    expect(canCompleteTeam(rows)).toBe(true);
  });

  it("keeps a person added from the calendar a detected row with the calendar's 1:1, others their stored schedule", () => {
    const [ada, tomRow] = teamReviewRows([addedFromCalendar, tom], [calendarAda]);
    expect(ada).toMatchObject({
      source: 'detected',
      alreadyAdded: true,
      calendarSchedule: { meetingDayOfWeek: 'Monday', meetingTime: '10:00' },
    });
    expect(tomRow).toMatchObject({
      source: 'manual',
      meetingDayOfWeek: 'Friday',
      meetingFrequency: 'biweekly',
      calendarSchedule: null,
    });
  });

  it("adds the calendar's untracked people after them, with the suggested relationship", () => {
    const margaret = {
      ...calendarAda,
      email: 'margaret@example.com',
      firstName: 'Margaret',
      lastName: 'Hamilton',
      relationship: 'boss' as const,
      meetingDayOfWeek: 'Thursday' as const,
    };
    const rows = teamReviewRows([addedFromCalendar], [calendarAda, margaret]);
    expect(rows.map((draft) => [draft.firstName, draft.relationship, draft.selected])).toEqual([
      ['Ada', 'directReport', true],
      ['Margaret', 'boss', true],
    ]);
    expect(rows[1]).toMatchObject({ source: 'detected', alreadyAdded: false });
  });
});

describe('describeCalendarSchedule', () => {
  it('reads frequency, day and time; a one-off by its day; a weekend day by its time', () => {
    expect(
      describeCalendarSchedule({
        meetingDayOfWeek: 'Monday',
        meetingTime: '10:00',
        meetingFrequency: 'weekly',
      }),
    ).toBe('Weekly, Mondays at 10:00 am');
    expect(
      describeCalendarSchedule({
        meetingDayOfWeek: 'Thursday',
        meetingTime: '16:30',
        meetingFrequency: null,
      }),
    ).toBe('Thursday at 4:30 pm');
    expect(
      describeCalendarSchedule({
        meetingDayOfWeek: null,
        meetingTime: '09:00',
        meetingFrequency: 'biweekly',
      }),
    ).toBe('Biweekly at 9:00 am');
    expect(
      describeCalendarSchedule({
        meetingDayOfWeek: 'Friday',
        meetingTime: '',
        meetingFrequency: 'monthly',
      }),
    ).toBe('Monthly, Fridays');
  });
});
