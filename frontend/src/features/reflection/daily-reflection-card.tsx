/**
 * The daily reflection (docs/product.md#nudges, #what-middle-does 'Daily reflection questions'):
 * today's question and a place to answer it. The answer is saved as a private note tagged
 * `reflection` and shows in the notes list; once answered today, the card shows the answer and
 * opens it in the notes panel.
 */
import { Lock, NotebookPen } from 'lucide-react';
import { useState } from 'react';
import { dailyReflectionFor } from '@shared/domain/daily-reflection';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { appEvents } from '@/lib/app-events';
import { useAuth } from '@/lib/auth/auth-context';
import { useNotesList } from '@/features/notes';
import { useSaveReflection } from './api/use-save-reflection';
import { localDay, reflectionAnswer, todaysReflection } from './reflection-note';

export function DailyReflectionCard({
  id,
  question: serverQuestion,
  timeZone,
}: {
  /** Id of the card's heading (unique on the page). */
  id: string;
  /** Today's question as the server sent it; while it is not there, the same pick made here. */
  question: string | undefined;
  /** The user's time zone: 'today' is its date. */
  timeZone: string;
}) {
  const { user } = useAuth();
  const question =
    serverQuestion ?? dailyReflectionFor(user?.id ?? '', localDay(new Date(), timeZone)).text;
  const [answer, setAnswer] = useState('');
  const notes = useNotesList();
  const save = useSaveReflection();
  const loaded = notes.data?.pages.flatMap((page) => page.notes) ?? [];
  // The note just saved counts until the list has been read again after it (it may be deleted).
  const justSaved =
    save.data &&
    notes.dataUpdatedAt < save.submittedAt &&
    !loaded.some((n) => n.id === save.data.id)
      ? [save.data]
      : [];
  const saved = todaysReflection([...justSaved, ...loaded], new Date(), timeZone);
  const questionId = `${id}-question`;

  let body;
  if (notes.isPending) {
    body = <Spinner label="Loading your reflection…" />;
  } else if (saved) {
    body = (
      <div className="grid gap-3">
        <p className="text-sm text-muted-foreground">You answered today&apos;s question:</p>
        <p className="rounded-md border bg-muted/50 px-3 py-2 text-sm whitespace-pre-wrap">
          {reflectionAnswer(saved, question)}
        </p>
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => appEvents.emit('openNote', { kind: 'note', note: saved })}
        >
          <NotebookPen /> Open in notes
        </Button>
      </div>
    );
  } else {
    const text = answer.trim();
    body = (
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (text && !save.isPending) save.mutate({ question, answer: text });
        }}
      >
        <Textarea
          aria-labelledby={questionId}
          placeholder="A few honest lines are enough."
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
          rows={3}
        />
        {save.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not save your reflection. Please try again.
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
            <Lock className="size-3.5" aria-hidden /> Saved to your private notes
          </p>
          <Button type="submit" size="sm" disabled={!text || save.isPending}>
            {save.isPending ? 'Saving...' : 'Save reflection'}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <SectionCard id={id} title="Daily reflection">
      <div className="grid gap-3">
        <p id={questionId} className="font-medium">
          {question}
        </p>
        {body}
      </div>
    </SectionCard>
  );
}
