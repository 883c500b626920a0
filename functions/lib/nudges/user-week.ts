/**
 * Loads a user's week in TWO DynamoDB calls, sent together, whatever the number of notes:
 *
 * 1. one Query of the people (bosses and direct reports side by side: people/people-query.ts);
 * 2. one BatchGetItem of the profile and the week summary items around now (the weeks any zone
 *    can be in and the 4 before, with their neighbours: week-summary/summary-weeks.ts
 *    `summaryWeekStarts`), read before the zone is known; the entries are then placed in the weeks
 *    of the user's zone (week-summary/zoned-weeks.ts).
 *
 * Notes and moments are never read: the week summaries hold what the pages need of them. Answers
 * the week's facts (nudges/week-facts.ts); `loadUserWeekAndPreferences` also the profile's nudge
 * preferences (the Slack nudge job), from the same reads.
 */
import {
  DEFAULT_NUDGE_FREQUENCY,
  DEFAULT_NUDGE_ON_WEEKENDS,
  FALLBACK_TIME_ZONE,
} from '../../../shared/domain/constants';
import { batchGetItems, itemRead } from '../data/batch-get';
import { entities } from '../data/entities';
import { queryAllPeople } from '../people/people-query';
import type { WeekFacts } from './week-facts';
import { weekFactsRead } from './week-facts-read';
import type { NudgePreferences } from '../integrations/slack/nudge-slots';

/** The user's week and nudge preferences (defaults before the first profile save). */
export async function loadUserWeekAndPreferences(
  userId: string,
  now = new Date(),
): Promise<{ facts: WeekFacts; preferences: NudgePreferences }> {
  const { profile } = entities();
  const week = weekFactsRead(userId, now);
  const [people, [profileItem, ...summaries]] = await Promise.all([
    queryAllPeople(userId),
    batchGetItems([
      itemRead(profile.get({ userId }), (input) => profile.parse(input)),
      ...week.reads,
    ]),
  ]);
  const preferences: NudgePreferences = {
    nudgeFrequency: profileItem?.nudgeFrequency ?? DEFAULT_NUDGE_FREQUENCY,
    timeZone: profileItem?.timeZone ?? FALLBACK_TIME_ZONE,
    nudgeOnWeekends: profileItem?.nudgeOnWeekends ?? DEFAULT_NUDGE_ON_WEEKENDS,
  };
  return {
    facts: week.facts(summaries, preferences.timeZone, people, profileItem?.createdAt),
    preferences,
  };
}

/** The user's week. */
export async function loadUserWeek(userId: string, now = new Date()): Promise<WeekFacts> {
  return (await loadUserWeekAndPreferences(userId, now)).facts;
}
