/**
 * The per-person dot row of 'How you've supported your team this week' (docs/product.md#dashboard):
 * three dots per direct report — feedback given, feedback asked, recognition — filled when the
 * moment was inferred from a note or captured by hand this week, each named in its tooltip. Pure.
 */
import type { DashboardDirectReport, DashboardInsight } from '@shared/contract/schemas/dashboard';
import { FEEDBACK_MOMENT_TYPES, type FeedbackMomentType } from '@shared/domain/moments';

/** How a moment of the week is known: inferred from notes, captured by hand, or not at all. */
export interface MomentState {
  inferred: boolean;
  captured: boolean;
}

export const MOMENT_LABELS: Record<FeedbackMomentType, string> = {
  feedbackGiven: 'Feedback given',
  feedbackAsked: 'Feedback asked',
  recognition: 'Recognition',
};

/** Each moment's colour: a fill when it happened, an outline of the same colour when not. */
export const MOMENT_TONES: Record<FeedbackMomentType, { filled: string; empty: string }> = {
  feedbackGiven: { filled: 'bg-primary border-primary', empty: 'border-primary' },
  feedbackAsked: { filled: 'bg-amber-600 border-amber-600', empty: 'border-amber-600' },
  recognition: { filled: 'bg-success border-success', empty: 'border-success' },
};

/** The dots in row order. */
export const MOMENT_DOTS = FEEDBACK_MOMENT_TYPES;

/** Whether the dot is filled. */
export function isFilled(state: MomentState | undefined): boolean {
  return Boolean(state?.inferred || state?.captured);
}

/** The dot's tooltip (and accessible name): the person, the moment and how it is known. */
export function momentTooltip(
  name: string,
  type: FeedbackMomentType,
  state: MomentState | undefined,
): string {
  const moment = MOMENT_LABELS[type];
  if (state?.inferred && state.captured)
    return `${name} · ${moment}: in your notes and captured by you this week`;
  if (state?.inferred) return `${name} · ${moment}: noticed in your notes this week`;
  if (state?.captured) return `${name} · ${moment}: captured by you this week`;
  return `${name} · ${moment}: not yet this week`;
}

/** A direct report's row: who, and how each moment of the week is known. */
export interface SupportRow {
  person: DashboardDirectReport;
  moments: Record<FeedbackMomentType, MomentState>;
}

/**
 * The rows of the dashboard read: a moment is inferred when notes gave it this week, captured when
 * this week's insights hold one by hand, or when its flag is set with nothing inferred.
 */
export function supportRows(
  directReports: readonly DashboardDirectReport[],
  recentInsights: readonly DashboardInsight[],
): SupportRow[] {
  return directReports.map((person) => {
    const moments = Object.fromEntries(
      MOMENT_DOTS.map((type) => {
        const inferred = person.aiInferred[type] > 0;
        const byHand = recentInsights.some(
          (insight) =>
            insight.source === 'manual' &&
            insight.directReportId === person.id &&
            insight.type === type,
        );
        return [type, { inferred, captured: byHand || (person[type] && !inferred) }];
      }),
    ) as Record<FeedbackMomentType, MomentState>;
    return { person, moments };
  });
}
