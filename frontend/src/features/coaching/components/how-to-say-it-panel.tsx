/**
 * The how-to-say-it panel (docs/product.md#how-to-say-it-panel, #states-and-transitions 'Phrasing
 * panel', #validation-rules 'Phrasing', #error-catalogue), an overlay over the note editor:
 *
 * - input step: 'Not sure how to say it?', a textarea, Cancel and 'Get suggestions' ('Getting
 *   suggestions...' while busy; disabled while empty). A message that is blank once trimmed shows
 *   the toast 'Message required' / 'Please enter what you want to say.'. A failure shows
 *   'Unable to generate suggestions. Please try again.' inline and the toast 'Failed to generate
 *   suggestions. Please try again.'.
 * - suggestions step: 'Here are a few ways you could say it' with the Empathetic, Direct and
 *   Balanced cards, the user's coaching style badged 'Your style' (empathetic when none), each
 *   with Copy ('Copied' / 'Suggestion copied.', or 'Copy failed' / 'Unable to copy.') and Insert
 *   (into the open note at its cursor, through the insertSuggestion event: 'Inserted' /
 *   'Suggestion inserted into your note.'); Back returns to the input with the message kept.
 *
 * Done, Cancel or closing resets it to an empty input step.
 */
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { toast } from '@/lib/toast';
import type { PhrasingSuggestions } from '@shared/contract/schemas/coaching';
import { PHRASING_STYLES, type PhrasingContext, type PhrasingStyle } from '@shared/domain/phrasing';
import { LIMITS } from '@shared/domain/constants';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { appEvents } from '@/lib/app-events';
import { useProfile } from '@/features/profile';
import { usePhrasingSuggestions } from '../api/use-phrasing-suggestions';
import { copyText } from '../copy-text';
import { yourStyle } from '../your-style';
import { SuggestionCard } from './suggestion-card';

/**
 * The panel's buttons stay at the bottom of the screen while the cards scroll (three suggestions
 * are taller than a phone's screen): a footer stuck to the dialog's bottom edge, over its padding.
 */
const STICKY_FOOTER =
  'sticky -bottom-6 -mx-6 -mb-6 flex-row justify-end border-t bg-card px-6 py-3';

const STYLE_TITLES: Record<PhrasingStyle, string> = {
  empathetic: 'Empathetic',
  direct: 'Direct',
  balanced: 'Balanced',
};

export interface HowToSayItPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Who the note is about: a direct report, the manager, or no one in particular. */
  context: PhrasingContext;
}

export function HowToSayItPanel({ open, onOpenChange, context }: HowToSayItPanelProps) {
  const [message, setMessage] = useState('');
  const [suggestions, setSuggestions] = useState<PhrasingSuggestions | null>(null);
  const [failed, setFailed] = useState(false);
  const phrasing = usePhrasingSuggestions();
  const profile = useProfile();
  const mine = yourStyle(profile.data?.preferences.coachingStyle);
  // Answers to a request made before the panel was reset are ignored.
  const generation = useRef(0);

  const reset = () => {
    generation.current += 1;
    setMessage('');
    setSuggestions(null);
    setFailed(false);
    phrasing.reset();
  };
  const close = () => {
    reset();
    onOpenChange(false);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (phrasing.isPending) return;
    const trimmed = message.trim();
    if (!trimmed) {
      toast.error('Message required', { description: 'Please enter what you want to say.' });
      return;
    }
    const current = generation.current;
    setFailed(false);
    phrasing.mutate(
      { message: trimmed, context },
      {
        onSuccess: (answer) => {
          if (generation.current !== current) return;
          setSuggestions(answer);
        },
        onError: () => {
          if (generation.current !== current) return;
          setFailed(true);
          toast.error('Failed to generate suggestions. Please try again.');
        },
      },
    );
  };

  const onMessageKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) submit(event);
  };

  const copy = async (text: string) => {
    try {
      await copyText(text);
      toast.success('Copied', { description: 'Suggestion copied.' });
    } catch {
      toast.error('Copy failed', { description: 'Unable to copy.' });
    }
  };

  const insert = (text: string) => {
    appEvents.emit('insertSuggestion', { text });
    toast.success('Inserted', { description: 'Suggestion inserted into your note.' });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="max-w-xl">
        {suggestions ? (
          <>
            <DialogHeader>
              <DialogTitle>Here are a few ways you could say it</DialogTitle>
              <DialogDescription className="sr-only">
                Three suggestions: empathetic, direct and balanced.
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-3">
              {PHRASING_STYLES.map((style) => (
                <SuggestionCard
                  key={style}
                  title={STYLE_TITLES[style]}
                  text={suggestions[style]}
                  isYourStyle={style === mine}
                  onCopy={() => void copy(suggestions[style])}
                  onInsert={() => insert(suggestions[style])}
                />
              ))}
            </div>
            <DialogFooter className={STICKY_FOOTER}>
              <Button variant="outline" onClick={() => setSuggestions(null)}>
                Back
              </Button>
              <Button onClick={close}>Done</Button>
            </DialogFooter>
          </>
        ) : (
          <form className="grid gap-4" onSubmit={submit} noValidate>
            <DialogHeader>
              <DialogTitle>Not sure how to say it?</DialogTitle>
              <DialogDescription>
                Write what you want to say and get three ways to put it.
              </DialogDescription>
            </DialogHeader>
            <Textarea
              aria-label="What you want to say"
              value={message}
              maxLength={LIMITS.phrasingMessage}
              rows={5}
              autoFocus
              onChange={(event) => setMessage(event.target.value)}
              onKeyDown={onMessageKeyDown}
            />
            {failed ? (
              <p role="alert" className="text-sm text-destructive">
                Unable to generate suggestions. Please try again.
              </p>
            ) : null}
            <DialogFooter className={STICKY_FOOTER}>
              <Button type="button" variant="outline" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" disabled={message === '' || phrasing.isPending}>
                {phrasing.isPending ? 'Getting suggestions...' : 'Get suggestions'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
