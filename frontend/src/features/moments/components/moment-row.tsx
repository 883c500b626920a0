/**
 * One moment of the week with its switch (docs/product.md#where-the-moments-show): on when captured
 * by hand or inferred from a note. An inferred moment shows 'From your note' with the sentence it
 * came from, and its switch stays on and disabled: the note says it happened, so only editing the
 * note can change that.
 */
import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import type { MomentDetail } from '@shared/contract/schemas/moments';
import type { MomentType } from '@shared/domain/moments';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { MOMENT_LABELS } from '../moment-labels';
import { isInferred, isOn } from '../moment-state';

export function MomentRow<T extends MomentType>({
  type,
  name,
  detail,
  onToggle,
}: {
  type: T;
  /** The person's first name. */
  name: string;
  detail: MomentDetail;
  onToggle: (toggle: { type: T; on: boolean }) => void;
}) {
  const id = useId();
  const { label, describe } = MOMENT_LABELS[type];
  const inferred = isInferred(detail);
  const [newest, ...older] = detail.inferred;
  return (
    <li className="flex items-start gap-3 py-3 first:pt-0 last:pb-0" data-moment={type}>
      <div className="min-w-0 flex-1">
        <Label htmlFor={`${id}-switch`}>{label}</Label>
        <p id={`${id}-about`} className="mt-1 text-sm text-muted-foreground">
          {describe(name)}
        </p>
        {newest ? (
          <div id={`${id}-source`} className="mt-2 rounded-md bg-muted px-3 py-2 text-sm">
            <p className="flex items-center gap-1.5 text-xs font-semibold text-accent-foreground">
              <Sparkles className="size-3.5" aria-hidden /> From your note
            </p>
            {newest.sentence ? (
              <blockquote className="mt-1 [overflow-wrap:anywhere]">“{newest.sentence}”</blockquote>
            ) : null}
            {older.length ? (
              <p className="mt-1 text-xs text-muted-foreground">
                and {older.length} more {older.length === 1 ? 'note' : 'notes'}
              </p>
            ) : null}
            <p className="mt-1 text-xs text-muted-foreground">
              Your note says it happened. Edit the note to change this.
            </p>
          </div>
        ) : null}
      </div>
      <Switch
        id={`${id}-switch`}
        checked={isOn(detail)}
        disabled={inferred}
        aria-describedby={inferred ? `${id}-about ${id}-source` : `${id}-about`}
        onCheckedChange={(on) => onToggle({ type, on })}
      />
    </li>
  );
}
