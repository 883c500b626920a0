/**
 * Custom CloudWatch metrics: what the functions emit as Embedded Metric Format log lines and the
 * alarms watch (docs/operations.md#runbook), agreed between functions/ and infra/.
 */

/**
 * A week summary too full to take another note's entry, counted once per user and week per
 * container (functions/lib/week-summary/week-summary-full.ts). Unit Count, dimension `service`.
 */
export const WEEK_SUMMARY_FULL_METRIC = 'WeekSummaryFull';

/** The metrics' namespace where `METRICS_NAMESPACE` is unset (locally); a stack sets its name. */
export const DEFAULT_METRICS_NAMESPACE = 'Middle';
