/**
 * The ElectroDB attributes both kinds of tracked people carry (docs/product.md#entities): id, name,
 * schedule, status and avatar. Choice lists come from shared/domain/constants.ts.
 */
import {
  MEETING_DAYS,
  MEETING_FREQUENCIES,
  PERSON_SOURCES,
  PERSON_STATUSES,
} from '../../../../shared/domain/constants';

/** A 1:1 schedule: day (none means no 1:1s), local time 'HH:mm' and frequency. */
const scheduleAttributes = {
  meetingDayOfWeek: { type: MEETING_DAYS },
  meetingTime: { type: 'string', required: true },
  meetingFrequency: { type: MEETING_FREQUENCIES, required: true },
} as const;

export const personAttributes = {
  firstName: { type: 'string', required: true },
  lastName: { type: 'string', required: true, default: '' },
  name: { type: 'string', required: true },
  role: { type: 'string', required: true },
  email: { type: 'string', required: true, default: '' },
  ...scheduleAttributes,
  source: { type: PERSON_SOURCES, required: true },
  status: { type: PERSON_STATUSES, required: true, default: 'active' },
  avatar: { type: 'string' },
  avatarColorPastel: { type: 'string' },
  avatarColorDark: { type: 'string' },
  archivedAt: { type: 'string' },
  /**
   * The schedule's history, oldest first: each entry applies from `effectiveFrom` (ISO 8601 UTC)
   * until the next one, so changing a schedule moves future 1:1s and leaves past ones alone. An
   * entry without a day means no 1:1s from then on.
   */
  scheduleSegments: {
    type: 'list',
    items: {
      type: 'map',
      properties: {
        effectiveFrom: { type: 'string', required: true },
        ...scheduleAttributes,
      },
    },
  },
} as const;
