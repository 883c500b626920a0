/**
 * One suggestion of the how-to-say-it panel (docs/product.md#screens-and-routes): its style
 * (Empathetic, Direct, Balanced), the 'Your style' badge on the user's coaching style, the text as
 * plain text, Copy and Insert.
 */
import { ClipboardCopy, CornerDownLeft } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export function SuggestionCard({
  title,
  text,
  isYourStyle,
  onCopy,
  onInsert,
}: {
  title: string;
  text: string;
  isYourStyle: boolean;
  onCopy: () => void;
  onInsert: () => void;
}) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'grid gap-2 rounded-lg border bg-card p-4',
        isYourStyle && 'border-primary/60 ring-1 ring-primary/30',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={titleId} className="text-sm font-semibold">
          {title}
        </h3>
        {isYourStyle ? <Badge>Your style</Badge> : null}
      </div>
      {/* Rendered as text, never as HTML. */}
      <p className="text-sm leading-relaxed whitespace-pre-wrap">{text}</p>
      <div className="flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onCopy}>
          <ClipboardCopy /> Copy
        </Button>
        <Button variant="secondary" size="sm" onClick={onInsert}>
          <CornerDownLeft /> Insert
        </Button>
      </div>
    </article>
  );
}
