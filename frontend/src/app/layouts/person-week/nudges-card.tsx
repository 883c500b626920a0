/**
 * The nudges of a person page (spec §2, §9: at most 3 nudge suggestions on pages): what the server
 * suggests doing next with the person or the manager, each with its emoji, title and text.
 */
import type { Nudge } from '@shared/contract/schemas/meeting';
import { SectionCard } from '@/components/section-card';

/** At most this many nudges on a page (spec §9). */
const MAX_PAGE_NUDGES = 3;

/** The card, or nothing when there is no nudge. */
export function NudgesCard({ id, nudges }: { id: string; nudges: readonly Nudge[] }) {
  if (!nudges.length) return null;
  return (
    <SectionCard id={id} title="Nudges">
      <ul className="grid gap-3 text-sm">
        {nudges.slice(0, MAX_PAGE_NUDGES).map((nudge) => (
          <li key={nudge.id} className="flex gap-2">
            <span aria-hidden>{nudge.emoji}</span>
            <span>
              <span className="block font-medium">{nudge.title}</span>
              <span className="text-muted-foreground">{nudge.content}</span>
            </span>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
