/**
 * The '1:1s this week' card (spec §2 'Dashboard', §4 'Progress rings', §9 'Progress'):
 * done/scheduled with a ring capped at 100; a meeting counts as done once completed or in the past.
 */
import type { Meeting } from '@shared/contract/schemas/meeting';
import { weeklyProgress } from './weekly-progress';
import { ProgressRing } from '@/components/progress-ring';
import { Card } from '@/components/ui/card';

export function OneOnOnesCard({ meetings, now }: { meetings: readonly Meeting[]; now: Date }) {
  const { done, scheduled, percent } = weeklyProgress(meetings, now);
  return (
    <Card className="flex items-center gap-5 p-5">
      <ProgressRing value={percent} label="1:1s this week">
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
