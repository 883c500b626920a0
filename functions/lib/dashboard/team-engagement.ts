/**
 * teamEngagement of the dashboard (docs/product.md#entities 'Dashboard payload': score, status,
 * summary; defaults 'low' and 'Keep up your 1:1 cadence to improve engagement.'). Pure.
 *
 * score = round(40 × cadence + 30 × notes + 30 × moments), 0–100, where over the active direct
 * reports:
 * - cadence: the share with a 1:1 in the last 14 days or still to come this week (in touch);
 * - notes: the share with a note about them this week;
 * - moments: the share with feedback given, feedback asked or recognition this week.
 * status: 'high' from 70, 'medium' from 40, else 'low'. The summary praises a high score, else
 * suggests the weakest part (cadence first on ties). With no direct reports: 0, 'low' and the default summary.
 */
import type { Dashboard } from '../../../shared/contract';
import {
  DEFAULT_ENGAGEMENT_SUMMARY,
  type EngagementStatus,
} from '../../../shared/domain/nudge-kinds';

export const ENGAGEMENT_WEIGHTS = { cadence: 40, notes: 30, moments: 30 } as const;
export const HIGH_FROM = 70;
export const MEDIUM_FROM = 40;

export interface EngagementInput {
  /** Active direct reports. */
  people: number;
  /** Of them, in touch: a 1:1 in the last 14 days or still to come this week. */
  inTouch: number;
  /** Of them, with a note this week. */
  noted: number;
  /** Of them, with a feedback or recognition moment this week. */
  withMoments: number;
}

type Part = keyof typeof ENGAGEMENT_WEIGHTS;

const SUMMARIES: Record<Part, string> = {
  cadence: DEFAULT_ENGAGEMENT_SUMMARY,
  notes: 'Write a short note about each person this week to keep everyone in view.',
  moments: 'Give feedback or recognition this week: specific words make the biggest difference.',
};
const HIGH_SUMMARY = 'Great rhythm: regular 1:1s, notes and feedback for your whole team.';

export function teamEngagement(input: EngagementInput): Dashboard['teamEngagement'] {
  if (input.people <= 0) return { score: 0, status: 'low', summary: DEFAULT_ENGAGEMENT_SUMMARY };
  const share = (count: number) => Math.min(1, Math.max(0, count / input.people));
  const parts: Record<Part, number> = {
    cadence: share(input.inTouch),
    notes: share(input.noted),
    moments: share(input.withMoments),
  };
  const score = Math.round(
    (Object.keys(parts) as Part[]).reduce(
      (sum, part) => sum + ENGAGEMENT_WEIGHTS[part] * parts[part],
      0,
    ),
  );
  const status: EngagementStatus =
    score >= HIGH_FROM ? 'high' : score >= MEDIUM_FROM ? 'medium' : 'low';
  // The weakest part, by its weighted shortfall; cadence first on ties.
  const weakest = (['cadence', 'notes', 'moments'] as const).reduce((worst, part) =>
    ENGAGEMENT_WEIGHTS[part] * (1 - parts[part]) > ENGAGEMENT_WEIGHTS[worst] * (1 - parts[worst])
      ? part
      : worst,
  );
  return { score, status, summary: status === 'high' ? HIGH_SUMMARY : SUMMARIES[weakest] };
}
