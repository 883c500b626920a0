/**
 * `GET /api/bosses/next` (spec §3 'Boss next response'): the next 1:1 with the active manager,
 * suggested agenda topics (built-in template, at most 3) and nudges. Two DynamoDB calls.
 */
import { isActive } from '../../../shared/domain/person-kind';
import { suggestedTopics } from '../../../shared/domain/templates';
import type { BossNext } from '../../../shared/contract';
import { queryAllBosses } from '../people/boss-store';
import { getTimeZone } from '../profile/profile-store';
import { bossNudges } from './nudges';
import { nextMeeting } from './person-meetings';

export async function bossNext(userId: string, now = new Date()): Promise<BossNext> {
  const [timeZone, bosses] = await Promise.all([getTimeZone(userId), queryAllBosses(userId)]);
  const boss = bosses.find(isActive) ?? null;
  return {
    next: boss ? nextMeeting({ kind: 'boss', id: boss.bossId, person: boss }, timeZone, now) : null,
    agenda: boss ? suggestedTopics('boss') : [],
    nudges: bossNudges(boss),
  };
}
