/**
 * Reads and writes the user's profile item (docs/product.md#entities 'Profile', #calls 'Profile and
 * onboarding'). Every call is one GetItem, or one GetItem plus one conditional PutItem; the reads
 * that answer the whole profile read it with the two integration items (its `integrations` flags:
 * connected and not needing a reconnect) in one BatchGetItem instead of the GetItem. A save that
 * changes the nudge frequency, 'Nudge me on weekends too' or the time zone while Slack is connected
 * also moves the next Slack nudge (1 UpdateItem more: integrations/slack/nudge-schedule.ts).
 */
import type * as z from 'zod/mini';
import {
  DEFAULT_COACHING_STYLE,
  DEFAULT_NUDGE_FREQUENCY,
  DEFAULT_NUDGE_ON_WEEKENDS,
  DEFAULT_USE_AI_ASSISTANCE,
  FALLBACK_TIME_ZONE,
} from '../../../shared/domain/constants';
import type {
  onboardingCompleteSchema,
  Profile,
  profileUpdateSchema,
} from '../../../shared/contract';
import { ConflictError } from '../errors';
import { isConditionalCheckFailure } from '../data/conditional-write';
import type { EntityItem } from 'electrodb';
import { batchGetItems, itemRead, type ItemRead } from '../data/batch-get';
import { entities } from '../data/entities';
import { integrationStatusReads } from '../integrations/integration-store';
import { rescheduleSlackNudges } from '../integrations/slack/nudge-schedule';
import type { NudgePreferences } from '../integrations/slack/nudge-slots';
import type { ProfileEntity } from '../data/schema/profile-entity';

type ProfileItem = EntityItem<ProfileEntity>;
type ProfileFields = Omit<ProfileItem, 'version' | 'createdAt' | 'updatedAt'>;

/** The profile of a user who has not saved one yet (docs/product.md#entities defaults). */
function defaultFields(userId: string, email = ''): ProfileFields {
  return {
    userId,
    firstName: '',
    lastName: '',
    email,
    role: '',
    teamSize: 0,
    goals: [],
    challenges: [],
    topStressors: [],
    nudgeFrequency: DEFAULT_NUDGE_FREQUENCY,
    nudgeOnWeekends: DEFAULT_NUDGE_ON_WEEKENDS,
    coachingStyle: DEFAULT_COACHING_STYLE,
    timeZone: FALLBACK_TIME_ZONE,
    useAiAssistance: DEFAULT_USE_AI_ASSISTANCE,
    onboardingCompleted: false,
  };
}

function toProfile(
  item: ProfileFields & Partial<Pick<ProfileItem, 'createdAt' | 'updatedAt'>>,
  integrations: Profile['integrations'],
): Profile {
  return {
    firstName: item.firstName,
    lastName: item.lastName,
    email: item.email,
    role: item.role,
    teamSize: item.teamSize,
    goals: item.goals,
    challenges: item.challenges,
    topStressors: item.topStressors,
    integrations,
    preferences: {
      nudgeFrequency: item.nudgeFrequency,
      nudgeOnWeekends: item.nudgeOnWeekends ?? DEFAULT_NUDGE_ON_WEEKENDS,
      coachingStyle: item.coachingStyle,
      timeZone: item.timeZone,
      useAiAssistance: item.useAiAssistance ?? DEFAULT_USE_AI_ASSISTANCE,
    },
    onboardingCompleted: item.onboardingCompleted,
    createdAt: item.createdAt ?? null,
    updatedAt: item.updatedAt ?? null,
  };
}

async function readItem(userId: string): Promise<ProfileItem | null> {
  const { data } = await entities().profile.get({ userId }).go();
  return data;
}

/** The profile item and the integration flags, in one BatchGetItem. */
async function readWithIntegrations(
  userId: string,
): Promise<{ item: ProfileItem | null; integrations: Profile['integrations'] }> {
  const { profile } = entities();
  const statuses = integrationStatusReads(userId);
  const [item, google, slack] = await batchGetItems([
    itemRead(profile.get({ userId }), (input) => profile.parse(input)),
    statuses.google,
    statuses.slack,
  ]);
  return {
    item,
    integrations: { googleCalendar: google === 'connected', slack: slack === 'connected' },
  };
}

/**
 * Writes the next state of the profile: a create when none exists, else a put conditional on the
 * version read. @throws ConflictError when the profile changed in between.
 */
async function writeItem(current: ProfileItem | null, next: ProfileFields): Promise<ProfileItem> {
  const { profile } = entities();
  const now = new Date().toISOString();
  try {
    if (!current) {
      const { data } = await profile
        .create({ ...next, version: 1, createdAt: now, updatedAt: now })
        .go();
      return data;
    }
    const { data } = await profile
      .put({ ...next, version: current.version + 1, createdAt: current.createdAt, updatedAt: now })
      .where(({ version }, { eq }) => eq(version, current.version))
      .go();
    return data;
  } catch (error) {
    if (isConditionalCheckFailure(error)) {
      throw new ConflictError('The profile was changed at the same time; reload and try again');
    }
    throw error;
  }
}

type NudgeFields = Pick<ProfileFields, 'nudgeFrequency' | 'nudgeOnWeekends' | 'timeZone'>;

/** The Slack nudge job's view of a profile. */
const nudgePreferencesOf = (item: NudgeFields): NudgePreferences => ({
  nudgeFrequency: item.nudgeFrequency,
  timeZone: item.timeZone,
  nudgeOnWeekends: item.nudgeOnWeekends ?? DEFAULT_NUDGE_ON_WEEKENDS,
});

/** Whether two profiles put Slack nudges in different slots. */
function slotsDiffer(before: NudgeFields, next: NudgeFields): boolean {
  const [a, b] = [nudgePreferencesOf(before), nudgePreferencesOf(next)];
  return (
    a.nudgeFrequency !== b.nudgeFrequency ||
    a.timeZone !== b.timeZone ||
    a.nudgeOnWeekends !== b.nudgeOnWeekends
  );
}

/**
 * writeItem, then — when Slack is connected and the nudge frequency, 'Nudge me on weekends too' or
 * the time zone changed from `before` (the stored profile, or the defaults) — the next Slack nudge
 * moved to the new preferences' first slot (1 UpdateItem more).
 */
async function saveItem(
  current: ProfileItem | null,
  before: NudgeFields,
  next: ProfileFields,
  integrations: Profile['integrations'],
): Promise<ProfileItem> {
  const saved = await writeItem(current, next);
  if (integrations.slack && slotsDiffer(before, next)) {
    await rescheduleSlackNudges(next.userId, nudgePreferencesOf(next));
  }
  return saved;
}

/**
 * The profile, or the defaults before the first save. `identityEmail` (the token's email claim)
 * fills an email the profile does not have yet. One GetItem.
 */
export async function getProfile(userId: string, identityEmail = ''): Promise<Profile> {
  const read = await readWithIntegrations(userId);
  const item = read.item ?? defaultFields(userId, identityEmail);
  return toProfile({ ...item, email: item.email || identityEmail }, read.integrations);
}

/** Whether onboarding is complete. One GetItem. */
export async function getOnboardingCompleted(userId: string): Promise<boolean> {
  return (await readItem(userId))?.onboardingCompleted ?? false;
}

/** Applies a settings update; omitted fields keep their value. GetItem + conditional PutItem. */
export async function updateProfile(
  userId: string,
  update: z.output<typeof profileUpdateSchema>,
  identityEmail = '',
): Promise<Profile> {
  const { item: current, integrations } = await readWithIntegrations(userId);
  const stored = current ?? defaultFields(userId);
  const base = { ...stored, email: stored.email || identityEmail };
  const { preferences, ...fields } = update;
  const next: ProfileFields = {
    ...base,
    ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
    nudgeFrequency: preferences?.nudgeFrequency ?? base.nudgeFrequency,
    nudgeOnWeekends:
      preferences?.nudgeOnWeekends ?? base.nudgeOnWeekends ?? DEFAULT_NUDGE_ON_WEEKENDS,
    coachingStyle: preferences?.coachingStyle ?? base.coachingStyle,
    timeZone: preferences?.timeZone ?? base.timeZone,
    useAiAssistance:
      preferences?.useAiAssistance ?? base.useAiAssistance ?? DEFAULT_USE_AI_ASSISTANCE,
  };
  return toProfile(await saveItem(current, stored, next, integrations), integrations);
}

/**
 * Stores the onboarding answers and marks onboarding complete
 * (docs/product.md#states-and-transitions 'Onboarding wizard'). Integration flags and settings not
 * asked in the wizard are kept. The email is the identity's (`identityEmail`, the token's claim;
 * the stored one when the token has none), never the body's (docs/api.md#conventions). GetItem +
 * conditional PutItem.
 */
export async function completeOnboarding(
  userId: string,
  answers: z.output<typeof onboardingCompleteSchema>,
  identityEmail = '',
): Promise<Profile> {
  const { item: current, integrations } = await readWithIntegrations(userId);
  const base = current ?? defaultFields(userId);
  const next: ProfileFields = {
    ...base,
    firstName: answers.firstName,
    lastName: answers.lastName,
    email: identityEmail || base.email,
    role: answers.role,
    teamSize: answers.teamSize ?? base.teamSize,
    goals: answers.goals ?? base.goals,
    challenges: answers.challenges ?? base.challenges,
    topStressors: answers.topStressors ?? base.topStressors,
    coachingStyle: answers.coachingStyle ?? base.coachingStyle,
    timeZone: current ? base.timeZone : (answers.timeZone ?? base.timeZone),
    onboardingCompleted: true,
    onboardingCompletedAt: base.onboardingCompletedAt ?? new Date().toISOString(),
  };
  return toProfile(await saveItem(current, base, next, integrations), integrations);
}

/**
 * The user's nudge frequency, 'Nudge me on weekends too' and time zone (the defaults before the
 * first save). One GetItem.
 */
export async function getNudgePreferences(userId: string): Promise<NudgePreferences> {
  return nudgePreferencesOf((await readItem(userId)) ?? defaultFields(userId));
}

/** The user's time zone (profile preference, 'UTC' before the first save). One GetItem. */
export async function getTimeZone(userId: string): Promise<string> {
  return (await readItem(userId))?.timeZone ?? FALLBACK_TIME_ZONE;
}

/** The read of the user's time zone, for a batch read (the item parses to its zone). */
export function timeZoneRead(userId: string): ItemRead<string> {
  const { profile } = entities();
  return itemRead(profile.get({ userId }), (input) => {
    const { data } = profile.parse(input);
    return { data: data?.timeZone ?? null };
  });
}

/**
 * The read of the user's time zone and 'Use AI assistance' (defaults before the first save), for a
 * batch read.
 */
export function aiSettingsRead(
  userId: string,
): ItemRead<{ timeZone: string; useAiAssistance: boolean }> {
  const { profile } = entities();
  return itemRead(profile.get({ userId }), (input) => {
    const { data } = profile.parse(input);
    return {
      data: {
        timeZone: data?.timeZone ?? FALLBACK_TIME_ZONE,
        useAiAssistance: data?.useAiAssistance ?? DEFAULT_USE_AI_ASSISTANCE,
      },
    };
  });
}

/** Whether the user lets the AI layer use a model ('Use AI assistance', default on). One GetItem. */
export async function getUseAiAssistance(userId: string): Promise<boolean> {
  return (await readItem(userId))?.useAiAssistance ?? DEFAULT_USE_AI_ASSISTANCE;
}
