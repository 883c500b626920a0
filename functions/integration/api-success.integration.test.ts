/**
 * Every contract route's success as a caller sees it over real HTTP against the local stack: the
 * route's status (201 for creates, 200 otherwise) and a body the route's response schema parses,
 * inside realistic flows (profile before and after onboarding, people created, updated, listed,
 * archived and restored). The last test checks that every route of the contract was exercised.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { api, routes, type AnyRoute } from '../../shared/contract';
import {
  startLocalStack,
  type ApiClient,
  type ApiResponse,
  type LocalStack,
} from '../../test-support/local-stack';
import { backdatePerson } from '../../test-support/seed';
import { expectSuccess } from '../../test-support/expect-response';
import { avatarColorsFor } from '../../shared/domain/avatar-color';
import { MAX_PREP_PROMPTS } from '../../shared/domain/constants';
import { meetingId } from '../../shared/domain/schedule';
import { startFakeGoogle, type FakeGoogle } from '../../infra/local/dev-fakes/fake-google';
import { startFakeSlack, type FakeSlack } from '../../infra/local/dev-fakes/fake-slack';
import { followConsent } from '../../infra/local/dev-fakes/loopback-server';

let stack: LocalStack;
const exercised = new Set<string>();

/** expectSuccess, recording that the route was exercised. */
function ok<R extends AnyRoute>(route: R, response: ApiResponse): z.output<R['response']> {
  const body = expectSuccess(route, response);
  exercised.add(route.id);
  return body;
}

async function client(email: string): Promise<ApiClient> {
  const { token } = await stack.signIn(email);
  return stack.api(token);
}

const schedule = {
  meetingDayOfWeek: 'Wednesday',
  meetingTime: '14:00',
  meetingFrequency: 'weekly',
};

beforeAll(async () => {
  stack = await startLocalStack();
});

afterAll(async () => {
  await stack?.close();
});

describe('profile and onboarding', () => {
  it('before onboarding: the profile has the defaults (email from the token) and onboarding is not completed', async () => {
    const user = await client('fresh@example.com');

    const profile = ok(api.profile.get, await user.call(api.profile.get));
    expect(profile).toEqual({
      firstName: '',
      lastName: '',
      email: 'fresh@example.com',
      role: '',
      teamSize: 0,
      goals: [],
      challenges: [],
      topStressors: [],
      integrations: { googleCalendar: false, slack: false },
      preferences: {
        nudgeFrequency: 'daily',
        nudgeOnWeekends: false,
        coachingStyle: 'supportive',
        timeZone: 'UTC',
        useAiAssistance: true,
      },
      onboardingCompleted: false,
      createdAt: null,
      updatedAt: null,
    });

    const status = ok(api.onboarding.status, await user.call(api.onboarding.status));
    expect(status).toEqual({ onboardingCompleted: false });
  });

  it('completing onboarding stores the answers and flips the status to true', async () => {
    const user = await client('onboard@example.com');

    const saved = ok(
      api.onboarding.complete,
      await user.call(api.onboarding.complete, {
        body: {
          firstName: '  Maya ',
          lastName: 'Okafor',
          role: 'Engineering Manager',
          teamSize: 6,
          goals: ['  Run more meaningful 1:1s  ', '', '   '],
          challenges: ['Having tough conversations'],
          topStressors: ['Too many meetings, too little time'],
          coachingStyle: 'direct',
          directReports: [{ name: 'Not stored here' }],
          userId: 'user_from_the_browser',
          email: 'maya@example.com',
          name: 'Maya Okafor',
          timeZone: 'Europe/Berlin',
        },
      }),
    );
    expect(saved).toMatchObject({
      firstName: 'Maya',
      lastName: 'Okafor',
      // The token's email, not the body's (docs/api.md#conventions).
      email: 'onboard@example.com',
      role: 'Engineering Manager',
      teamSize: 6,
      goals: ['Run more meaningful 1:1s'],
      challenges: ['Having tough conversations'],
      topStressors: ['Too many meetings, too little time'],
      preferences: { coachingStyle: 'direct', nudgeFrequency: 'daily', timeZone: 'Europe/Berlin' },
      integrations: { googleCalendar: false, slack: false },
      onboardingCompleted: true,
    });
    expect(saved.createdAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);

    const status = ok(api.onboarding.status, await user.call(api.onboarding.status));
    expect(status).toEqual({ onboardingCompleted: true });
    const reread = ok(api.profile.get, await user.call(api.profile.get));
    expect(reread).toEqual(saved);
  });

  it('PUT /api/profile keeps omitted fields, merges preferences and ignores email', async () => {
    const user = await client('settings@example.com');
    const onboarded = ok(
      api.onboarding.complete,
      await user.call(api.onboarding.complete, {
        body: {
          firstName: 'Lee',
          lastName: 'Park',
          role: 'Director',
          teamSize: 3,
          goals: ['Grow and develop my people'],
          email: 'lee@example.com',
          coachingStyle: 'empathetic',
        },
      }),
    );

    const updated = ok(
      api.profile.update,
      await user.call(api.profile.update, {
        body: {
          role: '  VP Engineering ',
          challenges: ['Keeping the team motivated', ''],
          email: 'attacker@example.com',
          integrations: { googleCalendar: true, slack: true },
          preferences: { timeZone: 'Asia/Tokyo' },
        },
      }),
    );
    expect(updated).toMatchObject({
      firstName: 'Lee',
      lastName: 'Park',
      email: 'settings@example.com',
      role: 'VP Engineering',
      teamSize: 3,
      goals: ['Grow and develop my people'],
      challenges: ['Keeping the team motivated'],
      integrations: { googleCalendar: false, slack: false },
      preferences: { timeZone: 'Asia/Tokyo', coachingStyle: 'empathetic', nudgeFrequency: 'daily' },
      onboardingCompleted: true,
      createdAt: onboarded.createdAt,
    });

    const reread = ok(api.profile.get, await user.call(api.profile.get));
    expect(reread).toEqual(updated);
  });

  it('PUT /api/profile before onboarding saves over the defaults without completing onboarding', async () => {
    const user = await client('settings-first@example.com');
    const saved = ok(
      api.profile.update,
      await user.call(api.profile.update, {
        body: { firstName: 'Ola', teamSize: 12, preferences: { nudgeFrequency: 'weekly' } },
      }),
    );
    expect(saved).toMatchObject({
      firstName: 'Ola',
      lastName: '',
      teamSize: 12,
      preferences: { nudgeFrequency: 'weekly', coachingStyle: 'supportive', timeZone: 'UTC' },
      onboardingCompleted: false,
    });
    expect(saved.createdAt).not.toBeNull();
    expect(ok(api.onboarding.status, await user.call(api.onboarding.status))).toEqual({
      onboardingCompleted: false,
    });
  });
});

describe('direct reports', () => {
  it('a create applies the defaults: name from first + last, role Team Member, source manual', async () => {
    const user = await client('dr-defaults@example.com');
    const created = ok(
      api.directReports.create,
      await user.call(api.directReports.create, {
        body: {
          firstName: ' Ann ',
          lastName: ' Lee ',
          email: ' ann@example.com ',
          meetingDayOfWeek: 'mONDAY',
          meetingTime: '09:15',
          meetingFrequency: 'biweekly',
          strengths: ['  Calm under pressure ', '', '   ', 'Mentoring'],
          opportunities: [' Delegation '],
        },
      }),
    );
    expect(created).toMatchObject({
      name: 'Ann Lee',
      firstName: 'Ann',
      lastName: 'Lee',
      role: 'Team Member',
      email: 'ann@example.com',
      meetingDayOfWeek: 'Monday',
      meetingTime: '09:15',
      meetingFrequency: 'biweekly',
      source: 'manual',
      status: 'active',
      strengths: ['Calm under pressure', 'Mentoring'],
      opportunities: ['Delegation'],
      goals: [],
      avatar: null,
    });
    expect(created.id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(created.createdAt).toBe(created.updatedAt);
  });

  it('a detected person needs no schedule and gets 10:00 weekly', async () => {
    const user = await client('dr-detected@example.com');
    const created = ok(
      api.directReports.create,
      await user.call(api.directReports.create, {
        body: { firstName: 'Dee', source: 'detected', email: 'dee@example.com', role: 'Designer' },
      }),
    );
    expect(created).toMatchObject({
      name: 'Dee',
      role: 'Designer',
      source: 'detected',
      meetingDayOfWeek: null,
      meetingTime: '10:00',
      meetingFrequency: 'weekly',
    });
  });

  it('lists oldest first; lean has only the picker fields; archived only with includeArchived', async () => {
    const user = await client('dr-lists@example.com');
    const names = ['First', 'Second', 'Third'];
    const created = [];
    for (const firstName of names) {
      created.push(
        ok(
          api.directReports.create,
          await user.call(api.directReports.create, { body: { firstName, ...schedule } }),
        ),
      );
    }

    const list = ok(api.directReports.list, await user.call(api.directReports.list));
    expect(list.map((person) => person.firstName)).toEqual(names);
    expect(list).toEqual(created);

    const leanResponse = await user.call(api.directReports.listLean);
    const lean = ok(api.directReports.listLean, leanResponse);
    expect(lean.map((person) => person.id)).toEqual(created.map((person) => person.id));
    for (const person of leanResponse.body as Record<string, unknown>[]) {
      expect(Object.keys(person).sort()).toEqual(
        [
          'id',
          'name',
          'firstName',
          'lastName',
          'role',
          'email',
          'status',
          'avatar',
          'avatarColorPastel',
          'avatarColorDark',
        ].sort(),
      );
    }

    const archived = ok(
      api.directReports.update,
      await user.call(api.directReports.update, {
        params: { id: created[1]!.id },
        body: { status: 'archived' },
      }),
    );
    expect(archived).toMatchObject({ id: created[1]!.id, status: 'archived', firstName: 'Second' });

    const visible = ok(api.directReports.list, await user.call(api.directReports.list));
    expect(visible.map((person) => person.firstName)).toEqual(['First', 'Third']);
    const visibleLean = ok(api.directReports.listLean, await user.call(api.directReports.listLean));
    expect(visibleLean.map((person) => person.firstName)).toEqual(['First', 'Third']);
    for (const value of ['0', 'false']) {
      const hidden = ok(
        api.directReports.list,
        await user.call(api.directReports.list, { query: { includeArchived: value } }),
      );
      expect(hidden.map((person) => person.firstName)).toEqual(['First', 'Third']);
    }
    for (const value of ['1', 'true']) {
      const all = ok(
        api.directReports.list,
        await user.call(api.directReports.list, { query: { includeArchived: value } }),
      );
      expect(all.map((person) => [person.firstName, person.status])).toEqual([
        ['First', 'active'],
        ['Second', 'archived'],
        ['Third', 'active'],
      ]);
    }

    const restored = ok(
      api.directReports.update,
      await user.call(api.directReports.update, {
        params: { id: created[1]!.id },
        body: { status: 'active' },
      }),
    );
    expect(restored.status).toBe('active');
    const afterRestore = ok(api.directReports.list, await user.call(api.directReports.list));
    expect(afterRestore.map((person) => person.firstName)).toEqual(names);
  });

  it('an update keeps omitted fields; the default name follows first/last; an emptied role falls back', async () => {
    const user = await client('dr-update@example.com');
    const created = ok(
      api.directReports.create,
      await user.call(api.directReports.create, {
        body: {
          firstName: 'Sam',
          lastName: 'Rivera',
          role: 'Senior Engineer',
          email: 'sam@example.com',
          strengths: ['Ownership'],
          goals: ['Lead a project'],
          ...schedule,
        },
      }),
    );
    const path = { id: created.id };

    const renamed = ok(
      api.directReports.update,
      await user.call(api.directReports.update, {
        params: path,
        body: { lastName: 'Rivera-Diaz', meetingDayOfWeek: 'friday' },
      }),
    );
    expect(renamed).toMatchObject({
      id: created.id,
      firstName: 'Sam',
      lastName: 'Rivera-Diaz',
      name: 'Sam Rivera-Diaz',
      role: 'Senior Engineer',
      email: 'sam@example.com',
      strengths: ['Ownership'],
      goals: ['Lead a project'],
      meetingDayOfWeek: 'Friday',
      meetingTime: '14:00',
      meetingFrequency: 'weekly',
      createdAt: created.createdAt,
    });
    expect(Date.parse(renamed.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));

    const customised = ok(
      api.directReports.update,
      await user.call(api.directReports.update, {
        params: path,
        body: { name: 'Sammy', role: '', strengths: [' Ownership ', '', 'Clear writing'] },
      }),
    );
    expect(customised).toMatchObject({
      name: 'Sammy',
      role: 'Team Member',
      strengths: ['Ownership', 'Clear writing'],
    });

    const afterFirstNameChange = ok(
      api.directReports.update,
      await user.call(api.directReports.update, { params: path, body: { firstName: 'Samuel' } }),
    );
    expect(afterFirstNameChange).toMatchObject({ firstName: 'Samuel', name: 'Sammy' });

    const list = ok(api.directReports.list, await user.call(api.directReports.list));
    expect(list).toEqual([afterFirstNameChange]);
  });
});

describe('bosses', () => {
  it('a create applies the defaults: role Manager, relationship manager, priorities cleaned', async () => {
    const user = await client('boss-defaults@example.com');
    const created = ok(
      api.bosses.create,
      await user.call(api.bosses.create, {
        body: {
          firstName: 'Rita',
          lastName: 'Moreno',
          email: 'rita@example.com',
          meetingDayOfWeek: 'thursday',
          meetingTime: '16:30',
          meetingFrequency: 'quarterly',
          priorities: ['  Ship the Q3 roadmap ', '', '  ', 'Hire two engineers'],
        },
      }),
    );
    expect(created).toMatchObject({
      name: 'Rita Moreno',
      role: 'Manager',
      relationshipType: 'manager',
      meetingDayOfWeek: 'Thursday',
      meetingTime: '16:30',
      meetingFrequency: 'quarterly',
      source: 'manual',
      status: 'active',
      priorities: ['Ship the Q3 roadmap', 'Hire two engineers'],
    });

    const list = ok(api.bosses.list, await user.call(api.bosses.list));
    expect(list).toEqual([created]);
    const lean = ok(api.bosses.listLean, await user.call(api.bosses.listLean));
    expect(lean).toEqual([
      {
        id: created.id,
        name: 'Rita Moreno',
        firstName: 'Rita',
        lastName: 'Moreno',
        role: 'Manager',
        email: 'rita@example.com',
        status: 'active',
        avatar: null,
        // Alone in the team, the manager is stored with the pair its id hashes to.
        avatarColorPastel: avatarColorsFor({ id: created.id }).pastel,
        avatarColorDark: avatarColorsFor({ id: created.id }).dark,
      },
    ]);
  });

  it('ten priorities are accepted once empty lines are dropped', async () => {
    const user = await client('boss-priorities@example.com');
    const priorities = Array.from({ length: 10 }, (_, index) => `Priority ${index + 1}`);
    const created = ok(
      api.bosses.create,
      await user.call(api.bosses.create, {
        body: { firstName: 'Pat', ...schedule, priorities: [...priorities, '', '  '] },
      }),
    );
    expect(created.priorities).toEqual(priorities);
  });

  it('an update keeps omitted fields; archiving hides the boss unless includeArchived=1', async () => {
    const user = await client('boss-update@example.com');
    const created = ok(
      api.bosses.create,
      await user.call(api.bosses.create, {
        body: {
          firstName: 'Noor',
          lastName: 'Haddad',
          role: 'VP Product',
          relationshipType: 'skip-manager',
          priorities: ['Retention'],
          ...schedule,
        },
      }),
    );

    const updated = ok(
      api.bosses.update,
      await user.call(api.bosses.update, {
        params: { id: created.id },
        body: { priorities: ['Retention', '  Hiring  '], meetingTime: '08:00', role: '' },
      }),
    );
    expect(updated).toMatchObject({
      id: created.id,
      name: 'Noor Haddad',
      role: 'Manager',
      relationshipType: 'skip-manager',
      priorities: ['Retention', 'Hiring'],
      meetingDayOfWeek: 'Wednesday',
      meetingTime: '08:00',
      createdAt: created.createdAt,
    });

    const archived = ok(
      api.bosses.update,
      await user.call(api.bosses.update, {
        params: { id: created.id },
        body: { status: 'archived' },
      }),
    );
    expect(archived).toMatchObject({ status: 'archived', priorities: ['Retention', 'Hiring'] });

    expect(ok(api.bosses.list, await user.call(api.bosses.list))).toEqual([]);
    expect(ok(api.bosses.listLean, await user.call(api.bosses.listLean))).toEqual([]);
    const withArchived = ok(
      api.bosses.list,
      await user.call(api.bosses.list, { query: { includeArchived: '1' } }),
    );
    expect(withArchived).toEqual([archived]);
  });
});

describe('person pages, weekly 1:1s and removal', () => {
  it('a direct report: detail, weekly 1:1s, detected people, then DELETE archives it', async () => {
    const session = await stack.signIn('pages-report@example.com');
    const user = stack.api(session.token);
    ok(
      api.profile.update,
      await user.call(api.profile.update, { body: { preferences: { timeZone: 'Asia/Tokyo' } } }),
    );
    const created = ok(
      api.directReports.create,
      await user.call(api.directReports.create, { body: { firstName: 'Ivy', ...schedule } }),
    );
    // Tracked for two weeks, so this week's Wednesday 1:1 is theirs whatever day it is today.
    await backdatePerson(
      'directReport',
      session.user.id,
      created.id,
      new Date(Date.now() - 14 * 86_400_000),
    );
    const path = { id: created.id };
    const tracked = { ...created, createdAt: expect.any(String) };

    const detail = ok(
      api.directReports.get,
      await user.call(api.directReports.get, { params: path }),
    );
    expect(detail).toMatchObject(tracked);
    expect(detail.snapshot.timeZone).toBe('Asia/Tokyo');
    expect(detail.nextOneOnOne).toMatchObject({ directReportId: created.id, status: 'scheduled' });
    expect(detail.topNotes).toEqual([]);

    const week = ok(
      api.unifiedMeetings.weekly,
      await user.call(api.unifiedMeetings.weekly, { query: { scope: 'direct-report' } }),
    );
    expect(week.timeZone).toBe('Asia/Tokyo');
    expect(week.meetings.map((meeting) => meeting.directReportId)).toEqual([created.id]);
    expect(week.meetings.map((meeting) => meeting.id)).toEqual(
      detail.snapshot.thisWeek.map((meeting) => meeting.id),
    );
    const one = ok(
      api.unifiedMeetings.weekly,
      await user.call(api.unifiedMeetings.weekly, {
        query: { scope: 'direct-report', personId: created.id },
      }),
    );
    expect(one.meetings.map((meeting) => meeting.id)).toEqual(
      week.meetings.map((meeting) => meeting.id),
    );

    expect(ok(api.directReports.detected, await user.call(api.directReports.detected))).toEqual([]);

    const removed = ok(
      api.directReports.remove,
      await user.call(api.directReports.remove, { params: path }),
    );
    expect(removed).toMatchObject({ id: created.id, status: 'archived', firstName: 'Ivy' });
    expect(ok(api.directReports.list, await user.call(api.directReports.list))).toEqual([]);
    const afterRemoval = ok(
      api.unifiedMeetings.weekly,
      await user.call(api.unifiedMeetings.weekly, { query: { scope: 'direct-report' } }),
    );
    expect(afterRemoval.meetings).toEqual([]);
  });

  it('the manager: next 1:1 and weekly 1:1s, then DELETE archives them', async () => {
    const user = await client('pages-boss@example.com');
    expect(ok(api.bosses.next, await user.call(api.bosses.next))).toEqual({
      next: null,
      agenda: [],
      nudges: [],
      dailyReflection: null,
    });
    const boss = ok(
      api.bosses.create,
      await user.call(api.bosses.create, { body: { firstName: 'Mo', ...schedule } }),
    );

    const next = ok(api.bosses.next, await user.call(api.bosses.next));
    expect(next.next).toMatchObject({ bossId: boss.id, directReportId: null, status: 'scheduled' });
    expect(next.agenda.length).toBeGreaterThan(0);

    const week = ok(
      api.unifiedMeetings.weekly,
      await user.call(api.unifiedMeetings.weekly, { query: { scope: 'boss' } }),
    );
    expect(week.meetings.every((meeting) => meeting.bossId === boss.id)).toBe(true);

    const removed = ok(
      api.bosses.remove,
      await user.call(api.bosses.remove, { params: { id: boss.id } }),
    );
    expect(removed).toMatchObject({ id: boss.id, status: 'archived' });
    expect(ok(api.bosses.list, await user.call(api.bosses.list))).toEqual([]);
    expect(ok(api.bosses.next, await user.call(api.bosses.next)).next).toBeNull();
  });
});

describe('notes and meeting notes', () => {
  it('a general note: create, list, update, delete (answering the note), recreate', async () => {
    const user = await client('notes-flow@example.com');
    const report = ok(
      api.directReports.create,
      await user.call(api.directReports.create, { body: { firstName: 'Nia', ...schedule } }),
    );

    const selfNote = ok(
      api.notes.create,
      await user.call(api.notes.create, { body: { content: 'Sleep more' } }),
    );
    expect(selfNote).toMatchObject({
      type: 'general',
      content: 'Sleep more',
      directReportId: null,
      bossId: null,
      entityType: 'self',
      tags: [],
      meetingId: null,
      agendaContent: '',
      reflectionContent: '',
      hasAgenda: false,
      hasReflection: false,
      version: 1,
    });
    expect(selfNote.createdAt).toBe(selfNote.updatedAt);

    const about = ok(
      api.notes.create,
      await user.call(api.notes.create, {
        body: {
          content: 'Great demo',
          directReportId: report.id,
          entityType: 'self',
          tags: ['win'],
        },
      }),
    );
    expect(about).toMatchObject({ directReportId: report.id, entityType: 'directReport' });

    const page = ok(api.notes.list, await user.call(api.notes.list));
    expect(page.notes.map((note) => note.id)).toEqual([about.id, selfNote.id]);
    expect(page.nextCursor).toBeNull();

    const updated = ok(
      api.notes.update,
      await user.call(api.notes.update, {
        params: { id: about.id },
        body: { content: 'Great demo, told the team', version: about.version },
      }),
    );
    expect(updated).toMatchObject({
      id: about.id,
      content: 'Great demo, told the team',
      directReportId: report.id,
      version: 2,
      createdAt: about.createdAt,
    });

    const read = ok(api.notes.get, await user.call(api.notes.get, { params: { id: about.id } }));
    expect(read).toEqual(updated);

    const detail = ok(
      api.directReports.get,
      await user.call(api.directReports.get, { params: { id: report.id } }),
    );
    expect(detail.topNotes).toEqual([
      { id: about.id, preview: 'Great demo, told the team', updatedAt: updated.updatedAt },
    ]);

    const deleted = ok(
      api.notes.remove,
      await user.call(api.notes.remove, { params: { id: about.id } }),
    );
    expect(deleted).toEqual(updated);
    const recreated = ok(
      api.notes.create,
      await user.call(api.notes.create, {
        body: {
          type: deleted.type,
          content: deleted.content,
          directReportId: deleted.directReportId,
          bossId: deleted.bossId,
          entityType: deleted.entityType,
          tags: deleted.tags,
        },
      }),
    );
    expect(recreated).toMatchObject({
      content: deleted.content,
      directReportId: report.id,
      entityType: 'directReport',
      tags: ['win'],
      version: 1,
    });
  });

  it('a meeting note: create, get, agenda, reflection, ensure, flags, prep, delete', async () => {
    const user = await client('meeting-notes-flow@example.com');
    const report = ok(
      api.directReports.create,
      await user.call(api.directReports.create, { body: { firstName: 'Max', ...schedule } }),
    );
    const first = meetingId('directReport', report.id, '2026-03-04');
    const second = meetingId('directReport', report.id, '2026-03-11');

    const created = ok(
      api.meetingNotes.create,
      await user.call(api.meetingNotes.create, {
        body: { meetingId: first, directReportId: report.id, agendaContent: 'Career chat' },
      }),
    );
    expect(created).toMatchObject({
      id: first,
      meetingId: first,
      type: 'prep',
      tags: ['prep'],
      directReportId: report.id,
      entityType: 'directReport',
      agendaContent: 'Career chat',
      reflectionContent: '',
      hasAgenda: true,
      hasReflection: false,
      version: 1,
    });

    expect(
      ok(
        api.meetingNotes.get,
        await user.call(api.meetingNotes.get, { query: { meetingId: first } }),
      ),
    ).toEqual(created);

    const agenda = ok(
      api.meetingNotes.updateAgenda,
      await user.call(api.meetingNotes.updateAgenda, {
        params: { meetingId: first },
        body: { agendaContent: 'Career chat\nQ3 goals', version: 1 },
      }),
    );
    expect(agenda).toMatchObject({ agendaContent: 'Career chat\nQ3 goals', version: 2 });

    const reflection = ok(
      api.meetingNotes.updateReflection,
      await user.call(api.meetingNotes.updateReflection, {
        params: { meetingId: first },
        body: { reflectionContent: 'Went well' },
      }),
    );
    expect(reflection).toMatchObject({
      tags: ['prep', 'reflection'],
      hasAgenda: true,
      hasReflection: true,
      version: 3,
    });

    const ensured = ok(
      api.meetingNotes.ensure,
      await user.call(api.meetingNotes.ensure, {
        body: { meetingId: second, directReportId: report.id, reflectionContent: 'Short one' },
      }),
    );
    expect(ensured).toMatchObject({ id: second, type: 'reflection', tags: ['reflection'] });

    const flags = ok(
      api.meetingNotes.flags,
      await user.call(api.meetingNotes.flags, {
        query: {
          meetingIds: [first, second, meetingId('directReport', report.id, '2026-03-18')].join(','),
        },
      }),
    );
    expect(flags.flags).toEqual({
      [first]: { hasAgenda: true, hasReflection: true },
      [second]: { hasAgenda: false, hasReflection: true },
      [meetingId('directReport', report.id, '2026-03-18')]: {
        hasAgenda: false,
        hasReflection: false,
      },
    });

    const prep = ok(
      api.meetings.prep,
      await user.call(api.meetings.prep, { params: { meetingId: first } }),
    );
    expect(prep.prompts.length).toBeGreaterThan(0);
    expect(prep.prompts.length).toBeLessThanOrEqual(MAX_PREP_PROMPTS);

    const signal = ok(
      api.usageSignals.create,
      await user.call(api.usageSignals.create, {
        body: {
          action: 'add-to-agenda',
          meetingId: first,
          directReportId: report.id,
          suggestionsCount: prep.prompts.length,
        },
      }),
    );
    expect(signal).toMatchObject({ meetingId: first, suggestionsCount: prep.prompts.length });

    const removed = ok(
      api.meetingNotes.remove,
      await user.call(api.meetingNotes.remove, { params: { meetingId: first } }),
    );
    expect(removed).toEqual({ meetingId: first, hasAgenda: false, hasReflection: false });
  });
});

describe('commitments', () => {
  it('a commitment: create, list by person, by meeting and for the user, edit, complete, reopen, delete', async () => {
    const user = await client('commitments-flow@example.com');
    const boss = ok(
      api.bosses.create,
      await user.call(api.bosses.create, { body: { firstName: 'Iris', ...schedule } }),
    );
    const first = meetingId('boss', boss.id, '2026-03-04');
    const second = meetingId('boss', boss.id, '2026-03-11');

    const created = ok(
      api.commitments.create,
      await user.call(api.commitments.create, {
        body: {
          meetingId: first,
          bossId: boss.id,
          section: 'prep',
          text: 'Ask about the promotion cycle',
          owner: 'them',
          due: '2026-03-10',
        },
      }),
    );
    expect(created).toMatchObject({
      bossId: boss.id,
      directReportId: null,
      meetingId: first,
      meetingDate: '2026-03-04',
      owner: 'them',
      done: false,
      version: 1,
    });
    const page = { commitments: [created], nextCursor: null };
    expect(
      ok(
        api.commitments.byPerson,
        await user.call(api.commitments.byPerson, { query: { bossId: boss.id } }),
      ),
    ).toEqual(page);
    expect(
      ok(
        api.commitments.byMeeting,
        await user.call(api.commitments.byMeeting, { query: { meetingId: first } }),
      ),
    ).toEqual(page);
    expect(ok(api.commitments.list, await user.call(api.commitments.list))).toEqual(page);

    const edited = ok(
      api.commitments.update,
      await user.call(api.commitments.update, {
        params: { id: created.id },
        body: { owner: 'me', version: 1 },
      }),
    );
    expect(edited).toMatchObject({ owner: 'me', version: 2 });
    const done = ok(
      api.commitments.complete,
      await user.call(api.commitments.complete, {
        params: { id: created.id },
        body: { meetingId: second, version: 2 },
      }),
    );
    expect(done).toMatchObject({ done: true, doneMeetingId: second, version: 3 });
    const reopened = ok(
      api.commitments.reopen,
      await user.call(api.commitments.reopen, { params: { id: created.id }, body: { version: 3 } }),
    );
    expect(reopened).toMatchObject({ done: false, doneAt: null, version: 4 });
    expect(
      ok(
        api.commitments.remove,
        await user.call(api.commitments.remove, { params: { id: created.id } }),
      ),
    ).toEqual(reopened);
  });

  it("suggestions: a reflection's commitments as checklist items", async () => {
    const user = await client('commitment-suggestions-success@example.com');
    const boss = ok(
      api.bosses.create,
      await user.call(api.bosses.create, { body: { firstName: 'Iris', ...schedule } }),
    );
    expect(
      ok(
        api.commitments.suggestions,
        await user.call(api.commitments.suggestions, {
          body: {
            meetingId: meetingId('boss', boss.id, '2026-03-04'),
            text: 'Iris will share the reorg plan.',
          },
        }),
      ),
    ).toEqual({
      suggestions: [{ owner: 'them', text: 'share the reorg plan', due: null }],
      engine: 'builtin',
    });
  });
});

describe('coaching help', () => {
  it("'Help me say it' answers three different suggestions", async () => {
    const user = await client('phrasing-success@example.com');
    const { suggestions } = ok(
      api.notes.phrasingSuggestions,
      await user.call(api.notes.phrasingSuggestions, {
        body: { message: 'The weekly report was late twice.', context: 'directReport' },
      }),
    );
    expect(new Set(Object.values(suggestions)).size).toBe(3);
  });

  it('feature flags: builtin without a key, no processor, no integrations', async () => {
    const user = await client('feature-flags-success@example.com');
    expect(ok(api.featureFlags.get, await user.call(api.featureFlags.get))).toEqual({
      ai: { provider: 'builtin', processor: null },
      googleCalendar: false,
      slack: false,
    });
  });
});

describe('feedback and manage-up moments', () => {
  it('moments of a direct report and the manager: inferred from a note, captured by hand, read', async () => {
    const user = await client('moments-success@example.com');
    const jo = ok(
      api.directReports.create,
      await user.call(api.directReports.create, { body: { firstName: 'Jo', ...schedule } }),
    );
    const boss = ok(
      api.bosses.create,
      await user.call(api.bosses.create, { body: { firstName: 'Maria', ...schedule } }),
    );
    ok(
      api.notes.create,
      await user.call(api.notes.create, {
        body: { content: 'Thanked Jo for the launch.', directReportId: jo.id },
      }),
    );
    const captured = ok(
      api.feedbackMoments.create,
      await user.call(api.feedbackMoments.create, {
        body: { directReportId: jo.id, type: 'feedbackAsked' },
      }),
    );
    expect(captured).toMatchObject({
      directReportId: jo.id,
      type: 'feedbackAsked',
      source: 'manual',
    });

    await expect
      .poll(async () =>
        ok(
          api.feedback.checkedForPerson,
          await user.call(api.feedback.checkedForPerson, { query: { directReportId: jo.id } }),
        ),
      )
      .toMatchObject({
        feedbackGiven: false,
        feedbackAsked: true,
        recognition: true,
        moments: {
          feedbackAsked: { manual: true, inferred: [] },
          recognition: { manual: false, inferred: [{ sentence: 'Thanked Jo for the launch.' }] },
        },
      });
    const person = ok(
      api.feedback.byDirectReport,
      await user.call(api.feedback.byDirectReport, { params: { id: jo.id } }),
    );
    expect(person).toMatchObject({
      feedbackGiven: 0,
      feedbackAsked: 1,
      recognition: 1,
      latestGivenAt: null,
    });
    expect(person.latestRecogAt).not.toBeNull();
    const stats = ok(api.feedback.stats, await user.call(api.feedback.stats));
    expect(stats.recognition).toEqual({ total: 1, aiInferred: 1, manual: 0 });
    expect(stats.feedbackAsked).toEqual({ total: 1, aiInferred: 0, manual: 1 });
    const breakdown = ok(api.feedback.breakdown, await user.call(api.feedback.breakdown));
    expect(breakdown).toEqual([
      {
        directReportId: jo.id,
        feedbackGiven: false,
        feedbackAsked: true,
        recognition: true,
        aiInferred: { feedbackGiven: 0, feedbackAsked: 0, recognition: 1 },
      },
    ]);
    ok(
      api.feedbackMoments.remove,
      await user.call(api.feedbackMoments.remove, {
        query: { directReportId: jo.id, type: 'feedbackAsked' },
      }),
    );

    const query = { weekStart: stats.weekStart, bossId: boss.id };
    const set = ok(
      api.manageUp.setCurrent,
      await user.call(api.manageUp.setCurrent, {
        query,
        body: { teamWins: true, prioritiesAligned: false, feedbackAsked: true },
      }),
    );
    expect(set).toEqual({
      teamWins: true,
      prioritiesAligned: false,
      proactiveUpdates: true,
      feedbackAsked: true,
    });
    ok(api.manageUp.current, await user.call(api.manageUp.current, { query }));
    // A moment with the manager captured by hand, with the note it wrote, and removed again.
    const aligned = ok(
      api.notes.create,
      await user.call(api.notes.create, {
        body: {
          content: 'Agreed the billing migration comes first.',
          bossId: boss.id,
          tags: ['moment:prioritiesAligned'],
        },
      }),
    );
    expect(
      ok(
        api.manageUpMoments.create,
        await user.call(api.manageUpMoments.create, {
          body: { bossId: boss.id, type: 'prioritiesAligned', noteId: aligned.id },
        }),
      ),
    ).toMatchObject({
      bossId: boss.id,
      type: 'prioritiesAligned',
      weekStart: stats.weekStart,
      source: 'manual',
      noteId: aligned.id,
    });
    expect(
      ok(
        api.manageUpMoments.remove,
        await user.call(api.manageUpMoments.remove, {
          query: { bossId: boss.id, type: 'prioritiesAligned' },
        }),
      ),
    ).toMatchObject({ bossId: boss.id, type: 'prioritiesAligned', noteId: aligned.id });
    const inferred = ok(
      api.manageUp.aiInferred,
      await user.call(api.manageUp.aiInferred, { query }),
    );
    expect(inferred).toEqual({
      aiInferred: { teamWins: 0, prioritiesAligned: 0, proactiveUpdates: 0 },
    });

    // The dashboard shows the moments captured above; the onboarding banner is no longer asked for.
    const dashboard = ok(api.dashboard.get, await user.call(api.dashboard.get));
    expect(dashboard.directReports.find((row) => row.id === jo.id)).toMatchObject({
      recognition: true,
    });
    expect(dashboard.recentInsights.map((insight) => insight.type)).toContain('teamWins');
    const pageStats = { feedbackGiven: 0, feedbackAsked: 0, recognition: 1 };
    expect(
      ok(
        api.feedback.bannerNudge,
        await user.call(api.feedback.bannerNudge, {
          body: { stats: pageStats, nudgeType: 'onboarding-feedback' },
        }),
      ),
    ).toBeNull();
    const nudgeId = `banner-onboarding-${dashboard.weekStartDate}`;
    expect(
      ok(
        api.feedback.dismissBanner,
        await user.call(api.feedback.dismissBanner, { body: { nudgeId } }),
      ),
    ).toMatchObject({ nudgeId, weekStart: dashboard.weekStartDate });
  });
});

describe('integrations (against the loopback fakes of Google and Slack)', () => {
  let google: FakeGoogle;
  let slack: FakeSlack;

  beforeAll(async () => {
    [google, slack] = await Promise.all([startFakeGoogle(), startFakeSlack()]);
    Object.assign(process.env, google.env, slack.env);
  });

  afterAll(async () => {
    await Promise.all([google?.close(), slack?.close()]);
  });

  it('connect Google and Slack, list them, disconnect both', async () => {
    const user = await client('integrations@example.com');
    expect(ok(api.integrations.list, await user.call(api.integrations.list))).toMatchObject({
      google: { status: 'notConnected' },
      slack: { status: 'notConnected' },
    });
    const flows = [
      [api.googleAuth.start, api.googleAuth.callback, '/onboarding?connected=google'],
      [api.slackAuth.start, api.slackAuth.callback, '/profile?connected=slack'],
    ] as const;
    for (const [start, callback, redirect] of flows) {
      const started = await user.call(start, { body: { redirect } });
      const { url } = ok(start, started);
      const cookie = started.headers.getSetCookie()[0]!.split(';')[0]!;
      const callbackUrl = new URL(await followConsent(url));
      const answer = await stack.api().call(callback, {
        query: Object.fromEntries(callbackUrl.searchParams),
        headers: { cookie },
      });
      expect(answer.status).toBe(callback.successStatus);
      expect(answer.headers.get('location')).toBe(redirect);
      exercised.add(callback.id);
    }
    expect(ok(api.integrations.list, await user.call(api.integrations.list))).toMatchObject({
      google: { status: 'connected', account: 'manager@example.com' },
      slack: { status: 'connected', account: 'Acme (fake)' },
    });
    expect(
      ok(api.calendar.sync, await user.call(api.calendar.sync, { body: { force: true } })),
    ).toMatchObject({ synced: true, detectedCount: 0 });
    expect(ok(api.calendar.integration, await user.call(api.calendar.integration))).toMatchObject({
      connected: true,
      account: 'manager@example.com',
      unmatchedMeetingsCount: 0,
    });
    for (const provider of ['google', 'slack']) {
      expect(
        ok(
          api.integrations.remove,
          await user.call(api.integrations.remove, { params: { provider } }),
        ),
      ).toEqual({ provider, revoked: true });
    }
  });
});

it('every route of the contract was exercised with a success case above', () => {
  expect([...exercised].sort()).toEqual(routes.map((route) => route.id).sort());
});
