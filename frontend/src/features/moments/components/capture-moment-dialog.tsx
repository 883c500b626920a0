/**
 * The capture step (docs/product.md#where-the-moments-show): 'Capture the moment' asks, in one
 * small dialog, what was said — one optional line — and saves it as a private note about the
 * person, tagged with the moment, together with the moment itself. Keyboard first: the field has
 * the focus, Enter saves, Escape cancels (nothing is captured); 'Skip' saves without words (the
 * note then says what was captured). While saving both buttons wait; a failure says so in the
 * dialog, which stays open to try again. A moment already captured elsewhere closes it with a
 * toast.
 */
import { useId, useState, type FormEvent } from 'react';
import { CAPTURE_TEXT_MAX_CHARS, captureNoteContent } from '@shared/domain/moment-notes';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { appEvents } from '@/lib/app-events';
import { toast } from '@/lib/toast';
import { isCapturedElsewhere, type MomentRequest } from '../capture/moment-capture';
import { useMomentCapture } from '../capture/use-moment-capture';
import { CAPTURE_COPY } from '../capture/capture-copy';

export function CaptureMomentDialog({
  request,
  onClose,
}: {
  /** The moment to capture; null while the dialog is closed. */
  request: MomentRequest | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={request !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {request ? (
        // Keyed by the moment, so each opening starts empty.
        <CaptureStep
          key={`${request.person.id}:${request.type}`}
          request={request}
          onClose={onClose}
        />
      ) : null}
    </Dialog>
  );
}

function CaptureStep({ request, onClose }: { request: MomentRequest; onClose: () => void }) {
  const { person, type } = request;
  const copy = CAPTURE_COPY[type];
  const { capture } = useMomentCapture();
  const [text, setText] = useState('');
  const [sent, setSent] = useState<'save' | 'skip' | null>(null);
  const id = useId();
  const pending = capture.isPending;

  const send = (words: string, button: 'save' | 'skip') => {
    if (pending) return;
    setSent(button);
    capture.mutate(
      { request, text: words },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (!isCapturedElsewhere(error)) return;
          toast(`${copy.title(person.firstName)} is already captured this week.`);
          appEvents.emit('feedbackChanged');
          onClose();
        },
      },
    );
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    send(text, 'save');
  };
  const failed = capture.isError && !isCapturedElsewhere(capture.error);

  return (
    <DialogContent
      className="max-w-md gap-3"
      // Saving cannot be called back: the dialog waits for it.
      onEscapeKeyDown={(event) => pending && event.preventDefault()}
      onInteractOutside={(event) => pending && event.preventDefault()}
    >
      <form onSubmit={save} className="grid gap-4" aria-busy={pending}>
        <DialogHeader>
          <DialogTitle>{copy.title(person.firstName)}</DialogTitle>
          <DialogDescription>Saved as a private note about {person.firstName}.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-said`}>
            {copy.question(person.firstName)}{' '}
            <span className="font-normal text-muted-foreground">(optional)</span>
          </Label>
          <Input
            id={`${id}-said`}
            autoFocus
            autoComplete="off"
            enterKeyHint="done"
            value={text}
            maxLength={CAPTURE_TEXT_MAX_CHARS}
            placeholder={copy.placeholder}
            aria-describedby={`${id}-blank`}
            disabled={pending}
            onChange={(event) => setText(event.target.value)}
          />
          <p id={`${id}-blank`} className="text-xs text-muted-foreground">
            Left blank, the note says “{captureNoteContent(type, person.firstName)}”
          </p>
        </div>
        {failed ? (
          <p role="alert" className="text-sm text-destructive">
            Couldn&apos;t save this moment. Check your connection and try again.
          </p>
        ) : null}
        <DialogFooter>
          <Button
            type="button"
            variant="outline"
            disabled={pending}
            onClick={() => send('', 'skip')}
          >
            {pending && sent === 'skip' ? 'Saving...' : 'Skip'}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending && sent === 'save' ? 'Saving...' : 'Save'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
