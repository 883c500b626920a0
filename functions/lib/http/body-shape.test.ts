import { describe, expect, it } from 'vitest';
import { api } from '../../../shared/contract';
import { ValidationError } from '../errors';
import { validateBody, MAX_BODY_DEPTH } from './body-shape';

/** The fields named by the ValidationError `run` throws; [] when it throws none. */
const fieldsOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error.details?.map((detail) => detail.field);
    throw error;
  }
  return [];
};

/** Names every plain object answers to through its prototype. */
const BUILT_IN_NAMES = [
  'toString',
  'valueOf',
  'constructor',
  '__proto__',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupSetter__',
];

describe('validateBody', () => {
  const profile = api.profile.update;

  it('accepts the known fields, nested ones included', () => {
    expect(
      fieldsOf(() =>
        validateBody(profile, { firstName: 'Jo', preferences: { coachingStyle: 'direct' } }),
      ),
    ).toEqual([]);
  });

  it('names every unknown field, nested ones by their dotted path', () => {
    expect(
      fieldsOf(() => validateBody(profile, { nmae: 'Jo', preferences: { theme: 'dark' } })),
    ).toEqual(['nmae', 'preferences.theme']);
    // Schema errors come along, after the unknown fields.
    expect(fieldsOf(() => validateBody(profile, { nmae: 'Jo', teamSize: -1 }))).toEqual([
      'nmae',
      'teamSize',
    ]);
  });

  it('names the built-in names of objects as unknown fields, at the top and nested', () => {
    for (const name of BUILT_IN_NAMES) {
      // JSON.parse makes `__proto__` an own member, as a request body has it.
      const top = JSON.parse(`{"firstName":"Pat","${name}":{}}`) as unknown;
      expect(
        fieldsOf(() => validateBody(profile, top)),
        name,
      ).toEqual([name]);
      const nested = JSON.parse(`{"preferences":{"${name}":1}}`) as unknown;
      expect(
        fieldsOf(() => validateBody(profile, nested)),
        name,
      ).toEqual([`preferences.${name}`]);
      const person = JSON.parse(`{"firstName":"Al","${name}":"x"}`) as unknown;
      expect(
        fieldsOf(() => validateBody(api.directReports.update, person, { id: 'p1' })),
        name,
      ).toEqual([name]);
    }
  });

  it('refuses an empty PUT and a body nested past the limit', () => {
    expect(fieldsOf(() => validateBody(profile, {}))).toEqual(['']);
    let deep: unknown = 1;
    for (let level = 0; level <= MAX_BODY_DEPTH; level += 1) deep = { a: deep };
    expect(fieldsOf(() => validateBody(profile, deep))).toEqual(['']);
  });

  it('answers the parsed body', () => {
    expect(validateBody(profile, { role: ' Lead ', goals: ['a', ' '] })).toEqual({
      role: 'Lead',
      goals: ['a'],
    });
  });

  it('names a list far past its limit once, without reading its items', () => {
    const goals = Array<unknown>(125_000).fill(0);
    expect(fieldsOf(() => validateBody(profile, { goals }))).toEqual(['goals']);
    const tags = Array<unknown>(125_000).fill({ toString: 1 });
    expect(fieldsOf(() => validateBody(api.notes.create, { content: 'x', tags }))).toEqual([
      'tags',
    ]);
  });
});

describe('validateBody on a route that takes its resource back', () => {
  const profile = api.profile.update;
  const served = {
    firstName: 'Pat',
    lastName: 'Lee',
    email: 'pat@example.com',
    role: 'Lead',
    teamSize: 4,
    goals: ['Coach'],
    challenges: [],
    topStressors: [],
    integrations: { googleCalendar: false, slack: true },
    preferences: {
      nudgeFrequency: 'daily',
      coachingStyle: 'direct',
      timeZone: 'Europe/Paris',
      useAiAssistance: true,
    },
    onboardingCompleted: true,
    createdAt: '2026-01-05T09:00:00.000Z',
    updatedAt: '2026-01-06T09:00:00.000Z',
  };

  it('takes the whole answer and drops the fields the route does not write', () => {
    expect(validateBody(profile, served)).toEqual({
      firstName: 'Pat',
      lastName: 'Lee',
      role: 'Lead',
      teamSize: 4,
      goals: ['Coach'],
      challenges: [],
      topStressors: [],
      preferences: served.preferences,
    });
  });

  it('still names a field the resource does not have', () => {
    expect(fieldsOf(() => validateBody(profile, { ...served, theme: 'dark' }))).toEqual(['theme']);
  });

  it('refuses an update of answer fields only as empty', () => {
    expect(
      fieldsOf(() => validateBody(profile, { onboardingCompleted: false, createdAt: 'x' })),
    ).toEqual(['']);
  });

  it("requires an answer field named like a path parameter to be the path's", () => {
    const route = api.directReports.update;
    expect(validateBody(route, { id: 'p1', createdAt: 'x', role: 'Lead' }, { id: 'p1' })).toEqual({
      role: 'Lead',
    });
    expect(fieldsOf(() => validateBody(route, { id: 'p2', role: 'Lead' }, { id: 'p1' }))).toEqual([
      'id',
    ]);
    const agenda = api.meetingNotes.updateAgenda;
    const meetingId = 'dr-p1-20260105';
    expect(
      fieldsOf(() =>
        validateBody(agenda, { meetingId: 'dr-p2-20260105', agendaContent: 'A' }, { meetingId }),
      ),
    ).toEqual(['meetingId']);
    expect(
      validateBody(agenda, { meetingId, id: 'other', agendaContent: 'A' }, { meetingId }),
    ).toEqual({ agendaContent: 'A' });
  });

  it('leaves the answer fields unknown on a route whose body is not its resource', () => {
    const route = api.onboarding.complete;
    expect(
      fieldsOf(() => validateBody(route, { firstName: 'Pat', onboardingCompleted: true })),
    ).toEqual(['onboardingCompleted']);
  });
});
