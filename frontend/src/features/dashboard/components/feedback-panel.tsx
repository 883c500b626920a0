/**
 * The feedback and recognition panel (docs/product.md#dashboard): the weekly card 'How you've
 * supported your team this week' with the feedback-given, recognition and commitments-kept stat
 * tiles (docs/product.md#the-weekly-picture) and a dot row
 * per direct report (feedback given, feedback asked, recognition; see `support-dots.ts`), each
 * person linking to their page.
 */
import { Award, Handshake, MessageSquareText } from 'lucide-react';
import { Link } from 'react-router-dom';
import { displayName } from '@shared/domain/person-name';
import { PersonAvatar } from '@/components/person-avatar';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { MOMENT_DOTS, MOMENT_LABELS, MOMENT_TONES, type SupportRow } from '../support-dots';
import { MomentDot } from './moment-dot';
import { StatTile } from './stat-tile';

export const SUPPORT_CARD_TITLE = "How you've supported your team this week";

/** The stat tiles: feedback given, recognition and commitments kept (ticked done this week). */
const TILES = [
  {
    stat: 'feedbackGiven',
    label: 'Feedback given',
    icon: MessageSquareText,
    tone: 'bg-primary-soft text-primary',
  },
  { stat: 'recognition', label: 'Recognition', icon: Award, tone: 'bg-green-100 text-success' },
  {
    stat: 'commitmentsKept',
    label: 'Commitments kept',
    icon: Handshake,
    tone: 'bg-amber-100 text-amber-800',
  },
] as const;

export function FeedbackPanel({
  counts,
  rows,
  settled,
}: {
  /** This week's counts over the team. */
  counts: Record<(typeof TILES)[number]['stat'], number>;
  rows: readonly SupportRow[];
  /** False while the numbers are placeholders (the dashboard is loading). */
  settled: boolean;
}) {
  return (
    <SectionCard id="support-heading" title={SUPPORT_CARD_TITLE}>
      <div className="grid gap-4">
        <div className="grid grid-cols-1 gap-3 @md/main:grid-cols-3 @4xl/main:grid-cols-2 @6xl/main:grid-cols-3">
          {TILES.map((tile) => (
            <StatTile key={tile.stat} {...tile} value={counts[tile.stat]} settled={settled} />
          ))}
        </div>
        <ul
          className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground"
          aria-label="What the dots mean"
        >
          {MOMENT_DOTS.map((type) => (
            <li key={type} className="flex items-center gap-1.5">
              <span
                aria-hidden
                className={cn('block size-2.5 rounded-full border-2', MOMENT_TONES[type].filled)}
              />
              {MOMENT_LABELS[type]}
            </li>
          ))}
        </ul>
        <ul className="grid gap-2" aria-label="Your week with each team member">
          {rows.map(({ person, moments }) => {
            const name = displayName(person);
            return (
              <li key={person.id} className="flex items-center gap-3">
                <Link
                  to={paths.directReport(person.id)}
                  className="flex min-w-0 flex-1 items-center gap-2 rounded-md hover:underline"
                >
                  <PersonAvatar
                    person={person}
                    size="sm"
                    className="size-7 text-[10px]"
                    decorative
                  />
                  <span className="truncate text-sm font-medium">{name}</span>
                </Link>
                <span className="flex shrink-0 items-center gap-2">
                  {MOMENT_DOTS.map((type) => (
                    <MomentDot key={type} name={name} type={type} state={moments[type]} />
                  ))}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </SectionCard>
  );
}
