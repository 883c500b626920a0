/**
 * The dashboard's 'Notes & reflections' card (docs/product.md#dashboard, #constants-and-limits
 * 'Progress'): notes written this week about direct reports, with a ring of notes this week /
 * number of direct reports (capped at 100), a dot per person, and the tooltip on the aim. Counts
 * from the dashboard read.
 */
import { Info } from 'lucide-react';
import type { DashboardDirectReport } from '@shared/contract/schemas/dashboard';
import { displayName } from '@shared/domain/person-name';
import { PersonAvatar } from '@/components/person-avatar';
import { ProgressRing } from '@/components/progress-ring';
import { Card } from '@/components/ui/card';
import { Tip } from '@/components/ui/tooltip';
import { ringPercent } from './weekly-progress';

export const NOTES_AIM_TOOLTIP = 'The aim is one note per week for each team member.';

export function NotesCard({
  notesLogged,
  directReports,
  settled,
}: {
  /** Notes about direct reports this week. */
  notesLogged: number;
  directReports: readonly DashboardDirectReport[];
  /** False while the counts are placeholders. */
  settled: boolean;
}) {
  const count = notesLogged;
  const percent = ringPercent(count, directReports.length);
  return (
    <Card className="flex items-center gap-5 p-5">
      <ProgressRing value={percent} label="Notes & reflections this week" settled={settled}>
        {count}
      </ProgressRing>
      <div className="min-w-0">
        <h2 className="flex items-center gap-1.5 font-semibold">
          Notes &amp; reflections
          <Tip content={NOTES_AIM_TOOLTIP}>
            <button
              type="button"
              className="rounded-full text-muted-foreground hover:text-foreground"
              aria-label="About this goal"
            >
              <Info className="size-4" />
            </button>
          </Tip>
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {count === 1 ? '1 note this week' : `${count} notes this week`}
        </p>
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Notes this week per team member">
          {directReports.map((person) => {
            const done = person.notesThisWeek > 0;
            const status = `${displayName(person)}: ${done ? 'noted this week' : 'no note yet'}`;
            return (
              <li key={person.id} title={status}>
                <PersonAvatar
                  person={person}
                  size="sm"
                  className="size-6 text-[10px]"
                  muted={!done}
                  label={status}
                />
              </li>
            );
          })}
        </ul>
      </div>
    </Card>
  );
}
