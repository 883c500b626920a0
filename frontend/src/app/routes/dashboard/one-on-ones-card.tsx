/**
 * The '1:1s this week' card (docs/product.md#dashboard, #states-and-transitions 'Progress rings',
 * #constants-and-limits 'Progress'): done/scheduled with a ring capped at 100; a meeting counts as
 * done once completed or in the past (the dashboard read counts them).
 */
import { ProgressRing } from '@/components/progress-ring';
import { Card } from '@/components/ui/card';
import { ringPercent } from './weekly-progress';

export function OneOnOnesCard({
  done,
  scheduled,
  settled,
}: {
  done: number;
  scheduled: number;
  /** False while the counts are placeholders. */
  settled: boolean;
}) {
  return (
    <Card className="flex items-center gap-5 p-5">
      <ProgressRing value={ringPercent(done, scheduled)} label="1:1s this week" settled={settled}>
        {done}/{scheduled}
      </ProgressRing>
      <div>
        <h2 className="font-semibold">1:1s this week</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {scheduled === 0 ? 'No 1:1s scheduled this week.' : `${done} of ${scheduled} completed`}
        </p>
      </div>
    </Card>
  );
}
