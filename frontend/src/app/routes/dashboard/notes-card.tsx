/**
 * The dashboard's 'Notes & reflections' card (spec §2 'Dashboard', §9 'Progress'): notes written
 * this week about direct reports, with a ring of notes this week / number of direct reports
 * (capped at 100), a dot per person, and the tooltip on the aim.
 */
import { Info } from 'lucide-react';
import type { PersonLean } from '@shared/contract/schemas/person';
import { displayName } from '@shared/domain/person-name';
import { PersonAvatar } from '@/components/person-avatar';
import { ProgressRing } from '@/components/progress-ring';
import { Card } from '@/components/ui/card';
import { Tip } from '@/components/ui/tooltip';
import { useNotesThisWeek } from '@/features/notes';

export const NOTES_AIM_TOOLTIP = 'The aim is one note per week for each team member.';

export function NotesCard({
  weekStart,
  directReports,
}: {
  weekStart: string | undefined;
  directReports: readonly PersonLean[];
}) {
  const notes = useNotesThisWeek(weekStart);
  const withNotes = new Set((notes.notes ?? []).map((note) => note.directReportId).filter(Boolean));
  const count = (notes.notes ?? []).filter(
    (note) =>
      note.directReportId && directReports.some((person) => person.id === note.directReportId),
  ).length;
  const percent = directReports.length ? Math.min(100, (count / directReports.length) * 100) : 0;
  return (
    <Card className="flex items-center gap-5 p-5">
      <ProgressRing
        value={percent}
        label="Notes & reflections this week"
        settled={!notes.isPending}
      >
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
            const done = withNotes.has(person.id);
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
