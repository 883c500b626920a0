/**
 * Loads a user's week in TWO DynamoDB calls, sent together, whatever the number of notes:
 *
 * 1. one Query of the people (bosses and direct reports side by side: people/people-query.ts);
 * 2. one BatchGetItem of the profile and the week summary items around now (the weeks any zone
 *    can be in and the 4 before, with their neighbours: week-summary/summary-weeks.ts
 *    `summaryWeekStarts`), read before the zone is known; the entries are then placed in the weeks
 *    of the user's zone (week-summary/zoned-weeks.ts).
 *
 * With `commitments` (the dashboard and the Slack DM, whose nudges name open commitments:
 * docs/data.md#commitments), a third call is sent together with those two: one Query of the user's
 * open commitments (gsi1, one page of at most OPEN_COMMITMENTS_READ, the manager's own first) — one
 * round trip still, and flat in the number of notes and of done commitments.
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
import { listOpenCommitments } from '../commitments/commitment-store';
import type { WeekFacts } from './week-facts';
import { weekFactsRead } from './week-facts-read';
import type { NudgePreferences } from '../integrations/slack/nudge-slots';

/**
 * How many open commitments the nudges read: one page, the manager's own first, each oldest 1:1
 * first (docs/product.md#nudges); beyond it, the newest of the other people's are not nudged about.
 */
export const OPEN_COMMITMENTS_READ = 100;

/** What to read besides the people, the profile and the week summaries. */
export interface UserWeekOptions {
  /** Also the open commitments (a third call, sent with the other two). */
  commitments?: boolean;
}

/** The user's week and nudge preferences (defaults before the first profile save). */
export async function loadUserWeekAndPreferences(
  userId: string,
  now = new Date(),
  options: UserWeekOptions = {},
): Promise<{ facts: WeekFacts; preferences: NudgePreferences }> {
  const { profile } = entities();
  const week = weekFactsRead(userId, now);
  const [people, [profileItem, ...summaries], commitments] = await Promise.all([
    queryAllPeople(userId),
    batchGetItems([
      itemRead(profile.get({ userId }), (input) => profile.parse(input)),
      ...week.reads,
    ]),
    options.commitments
      ? listOpenCommitments(userId, { limit: OPEN_COMMITMENTS_READ })
      : Promise.resolve(null),
  ]);
  const preferences: NudgePreferences = {
    nudgeFrequency: profileItem?.nudgeFrequency ?? DEFAULT_NUDGE_FREQUENCY,
    timeZone: profileItem?.timeZone ?? FALLBACK_TIME_ZONE,
    nudgeOnWeekends: profileItem?.nudgeOnWeekends ?? DEFAULT_NUDGE_ON_WEEKENDS,
  };
  return {
    facts: week.facts(
      summaries,
      preferences.timeZone,
      people,
      profileItem?.createdAt,
      commitments?.commitments,
    ),
    preferences,
  };
}

/** The user's week. */
export async function loadUserWeek(
  userId: string,
  now = new Date(),
  options: UserWeekOptions = {},
): Promise<WeekFacts> {
  return (await loadUserWeekAndPreferences(userId, now, options)).facts;
}
