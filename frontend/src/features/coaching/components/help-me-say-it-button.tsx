/**
 * The note editor's 'Help me say it' button (docs/product.md#notes-panel, editor view): opens the
 * how-to-say-it panel for the person the note is about.
 */
import { MessageSquareQuote } from 'lucide-react';
import { useState } from 'react';
import type { PhrasingContext } from '@shared/contract/schemas/coaching';
import { Button } from '@/components/ui/button';
import { HowToSayItPanel } from './how-to-say-it-panel';

export function HelpMeSayItButton({ context }: { context: PhrasingContext }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <MessageSquareQuote /> Help me say it
      </Button>
      <HowToSayItPanel open={open} onOpenChange={setOpen} context={context} />
    </>
  );
}
