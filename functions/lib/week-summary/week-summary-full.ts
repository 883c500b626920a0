/**
 * A week summary too full to take another note's count (week-summary-store.ts
 * `recordNoteSummary`; docs/operations.md#runbook): only an item written before counters, one
 * entry per note, can be; the dashboard then undercounts that week. It is reported once per user and week per container (the
 * note-moments consumer's Lambda container, or the local server's process), not once per note: one
 * ERROR line that is also a CloudWatch Embedded Metric Format record, so the line counts as the
 * metric `WeekSummaryFull` (Count, dimension `service`) in the namespace `METRICS_NAMESPACE` (the
 * stack's name, which its alarm watches; `Middle` when unset) without a metrics library or a call.
 */
import {
  DEFAULT_METRICS_NAMESPACE,
  WEEK_SUMMARY_FULL_METRIC,
} from '../../../shared/domain/metrics';
import { logger } from '../logger';

/** The log line's message (docs/operations.md#runbook queries it). */
export const WEEK_SUMMARY_FULL_MESSAGE = 'Week summary full: its notes are not counted';

/** Users and weeks remembered as reported; past this the oldest is forgotten (memory stays flat). */
const REMEMBERED = 1_000;
const reported = new Set<string>();

/**
 * Reports that `weekStart`'s summary of `userId` could not take the entry of `noteId`, unless this
 * container reported that user and week already. @returns whether it logged.
 */
export function reportWeekSummaryFull(userId: string, weekStart: string, noteId: string): boolean {
  const key = `${userId}|${weekStart}`;
  if (reported.has(key)) return false;
  reported.add(key);
  if (reported.size > REMEMBERED) reported.delete(reported.values().next().value!);
  logger.error(WEEK_SUMMARY_FULL_MESSAGE, {
    userId,
    weekStart,
    noteId,
    [WEEK_SUMMARY_FULL_METRIC]: 1,
    _aws: {
      Timestamp: Date.now(),
      CloudWatchMetrics: [
        {
          Namespace: process.env.METRICS_NAMESPACE || DEFAULT_METRICS_NAMESPACE,
          Dimensions: [['service']],
          Metrics: [{ Name: WEEK_SUMMARY_FULL_METRIC, Unit: 'Count' }],
        },
      ],
    },
  });
  return true;
}
