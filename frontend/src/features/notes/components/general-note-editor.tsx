/**
 * The general note editor (docs/product.md#note-editor): who it is about, a template
 * picker, the text ('What's on your mind?'), the save status and 'More actions' → 'Delete note'.
 * Saving is the sync doc's job (autosave, blur, close; nothing is lost).
 */
import { MoreHorizontal, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { NOTE_TEMPLATES } from '@shared/domain/templates';
import type { Note } from '@shared/contract/schemas/note';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useAppEvent } from '@/lib/app-events';
import { useDeleteNote } from '@/features/notes/api/use-delete-note';
import { docKeys } from '@/features/notes/sync/doc-keys';
import type { NoteLinks } from '@/features/notes/sync/note-doc';
import { useNoteDoc } from '@/features/notes/sync/notes-sync-context';
import { AutoGrowTextarea } from './auto-grow-textarea';
import { insertIntoTextarea, rememberCaret } from './insert-at-cursor';
import { PersonPicker } from './person-picker';
import { SaveStatus } from './save-status';
import { TemplatePicker } from './template-picker';
import { typeLines, withLine } from './type-lines';

/** Pause between lines when a template is applied, ms (docs/product.md#constants-and-limits). */
const TEMPLATE_LINE_DELAY_MS = 150;

export interface GeneralNoteEditorProps {
  /** The note to edit, or null for a new one. */
  note: Note | null;
  initialLinks: NoteLinks;
  locked: boolean;
  timeZone: string;
  onDone: () => void;
  /** Called when the user picks who the note is about ('Help me say it' follows it). */
  onLinksChange?: (links: NoteLinks) => void;
}

export function GeneralNoteEditor({
  note,
  initialLinks,
  locked,
  timeZone,
  onDone,
  onLinksChange,
}: GeneralNoteEditorProps) {
  const [docKey] = useState(() => (note ? docKeys.note(note.id) : docKeys.newNote()));
  const { doc, state } = useNoteDoc({
    docKey,
    note,
    target: {
      kind: 'general',
      noteId: note?.id ?? null,
      meetingId: null,
      links: note
        ? { directReportId: note.directReportId, bossId: note.bossId, entityType: note.entityType }
        : initialLinks,
    },
  });
  const [links, setLinks] = useState<NoteLinks>(doc.currentTarget.links);
  const deleteNote = useDeleteNote();
  // One typing run at a time; closing the editor stops it.
  const typing = useRef(false);
  const stop = useRef(new AbortController());
  useEffect(() => () => stop.current.abort(), []);

  const textarea = useRef<HTMLTextAreaElement>(null);
  useAppEvent('insertSuggestion', ({ text }) => insertIntoTextarea(textarea.current, doc, text));

  const applyTemplate = async (lines: readonly string[]) => {
    if (typing.current) return;
    typing.current = true;
    await typeLines({
      lines,
      delayMs: TEMPLATE_LINE_DELAY_MS,
      signal: stop.current.signal,
      append: (line) => doc.setText(withLine(doc.getState().text, line)),
    });
    typing.current = false;
  };

  const remove = async () => {
    const saved = state.note;
    if (!saved) {
      onDone();
      return;
    }
    onDone();
    await deleteNote(saved);
  };

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <PersonPicker
          links={links}
          locked={locked}
          onChange={(next) => {
            setLinks(next);
            doc.setLinks(next);
            onLinksChange?.(next);
          }}
        />
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon-sm" aria-label="More actions">
              <MoreHorizontal />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => void remove()} className="text-destructive">
              <Trash2 /> Delete note
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <TemplatePicker
        label="Select a template"
        placeholder="Choose a note template"
        templates={NOTE_TEMPLATES.map((template) => ({
          key: template.key,
          name: template.name,
          items: template.prompts,
        }))}
        onUse={(template) => void applyTemplate(template.items)}
      />
      <AutoGrowTextarea
        ref={textarea}
        aria-label="Note"
        placeholder="What's on your mind?"
        autoFocus
        value={state.text}
        onChange={(event) => doc.setText(event.target.value)}
        onBlur={(event) => {
          rememberCaret(event.currentTarget);
          void doc.flush();
        }}
      />
      {state.merged ? (
        <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900">
          This note was also changed in another tab. Both versions are kept below each other.
        </p>
      ) : null}
      <SaveStatus states={[state]} timeZone={timeZone} />
    </div>
  );
}
