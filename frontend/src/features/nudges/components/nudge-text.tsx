/** A nudge's emoji, title and text, as a list item or a banner shows them (in a flex row). */
import type { Nudge } from '@shared/contract/schemas/nudge';
import { cn } from '@/lib/cn';

export function NudgeText({
  nudge,
  titleId,
  heading = false,
}: {
  nudge: Pick<Nudge, 'emoji' | 'title' | 'content'>;
  /** Id of the title, for the action button's description or the banner's name. */
  titleId: string;
  /** The title is the heading of its own region (a banner). */
  heading?: boolean;
}) {
  const Title = heading ? 'h2' : 'span';
  return (
    <>
      <span aria-hidden className="text-xl leading-none">
        {nudge.emoji}
      </span>
      <span className="min-w-0 flex-1 basis-48">
        <Title id={titleId} className={cn('block', heading ? 'font-semibold' : 'font-medium')}>
          {nudge.title}
        </Title>
        <span className="block text-sm text-muted-foreground">{nudge.content}</span>
      </span>
    </>
  );
}
