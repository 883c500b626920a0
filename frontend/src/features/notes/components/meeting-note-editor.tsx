/**
 * The meeting note editor (docs/product.md#note-editor, #states-and-transitions 'Meeting note
 * role'): prep mode edits the agenda ('Agenda topics...', 'Hit tab for suggestions' while empty,
 * conversation templates); reflection mode shows the agenda read-only under 'Meeting agenda' (148
 * px at most) above the reflection ('What went well? What could be better?'); with both texts, both
 * show. Tab in an empty agenda types suggestions in line by line, about 200 ms apart, one run at a
 * time: for the person's next 1:1 the 'Suggested topics' their page shows
 * (api/suggested-topics.ts). Keyboard: Escape in the empty agenda gives Tab back its usual job, so
 * the next Tab moves on (Shift+Tab always does); focusing the agenda again re-arms the suggestions.
 * Above the agenda, 'From last time' lists the person's open commitments from earlier 1:1s.
 * Under the agenda and under the reflection, the 1:1's commitments checklist of that section
 * (features/commitments): a `[] ` or `- [ ] ` line typed or pasted into either text becomes an item.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Meeting } from '@shared/contract/schemas/meeting';
import type { Note } from '@shared/contract/schemas/note';
import type { MeetingNoteRole } from './meeting-note-role';
import { conversationTemplatesFor, FALLBACK_EDITOR_PROMPTS } from '@shared/domain/templates';
import { Label } from '@/components/ui/label';
import {
  ChecklistMergedNotice,
  CommitmentChecklist,
  CommitmentSuggestions,
  FromLastTime,
  useChecklist,
  usePersonFirstName,
  withChecklistLines,
} from '@/features/commitments';
import { useAppEvent } from '@/lib/app-events';
import { docKeys } from '@/features/notes/sync/doc-keys';
import type { DocTarget } from '@/features/notes/sync/note-doc';
import { useNoteDoc } from '@/features/notes/sync/notes-sync-context';
import { recordAddToAgenda } from '@/features/notes/api/record-usage-signal';
import { suggestedTopics } from '@/features/notes/api/suggested-topics';
import { AutoGrowTextarea } from './auto-grow-textarea';
import { insertIntoTextarea, rememberCaret } from './insert-at-cursor';
import { SaveStatus } from './save-status';
import { TemplatePicker } from './template-picker';
import { typeLines, withLine } from './type-lines';

/** Pause between suggested lines typed in, ms (docs/product.md#constants-and-limits). */
export const SUGGESTION_LINE_DELAY_MS = 200;
const TEMPLATE_LINE_DELAY_MS = 150;

export function MeetingNoteEditor({
  meeting,
  note,
  role,
  timeZone,
}: {
  meeting: Pick<Meeting, 'id' | 'title' | 'directReportId' | 'bossId'> & { whenLabel: string };
  /** The stored note, or null when the meeting has none yet. */
  note: Note | null;
  role: MeetingNoteRole;
  timeZone: string;
}) {
  const links = {
    directReportId: meeting.directReportId,
    bossId: meeting.bossId,
    entityType: meeting.bossId ? 'boss' : 'directReport',
  } as const;
  const target = (kind: 'agenda' | 'reflection'): DocTarget => ({
    kind,
    noteId: note?.id ?? null,
    meetingId: meeting.id,
    links,
  });
  const agenda = useNoteDoc({ docKey: docKeys.agenda(meeting.id), target: target('agenda'), note });
  const reflection = useNoteDoc({
    docKey: docKeys.reflection(meeting.id),
    target: target('reflection'),
    note,
  });
  // The 1:1's commitments checklist, one per section (docs/product.md#note-editor).
  const checklist = useChecklist(meeting.id);
  const personName = usePersonFirstName(meeting);
  // One typing run at a time; closing the editor stops it.
  const typing = useRef(false);
  const stop = useRef(new AbortController());
  useEffect(() => () => stop.current.abort(), []);
  const audience = meeting.bossId ? 'boss' : 'directReport';
  // A phrasing suggestion goes into the text being written, at its caret: the text last focused,
  // else the reflection (the agenda in prep mode).
  const agendaArea = useRef<HTMLTextAreaElement>(null);
  const reflectionArea = useRef<HTMLTextAreaElement>(null);
  const lastFocused = useRef<'agenda' | 'reflection' | null>(null);
  useAppEvent('insertSuggestion', ({ text }) => {
    const into = lastFocused.current ?? (role === 'prep' ? 'agenda' : 'reflection');
    if (into === 'agenda') insertIntoTextarea(agendaArea.current, agenda.doc, text);
    else insertIntoTextarea(reflectionArea.current, reflection.doc, text);
  });
  const templates = conversationTemplatesFor(audience).filter(
    (template) => template.key !== 'regular',
  );

  /** Types lines into the agenda, one run at a time; `load` gives the lines. */
  const typeIntoAgenda = async (load: () => Promise<readonly string[]>, delayMs: number) => {
    if (typing.current) return;
    typing.current = true;
    try {
      await typeLines({
        lines: await load(),
        delayMs,
        signal: stop.current.signal,
        append: (line) => agenda.doc.setText(withLine(agenda.doc.getState().text, line)),
      });
      void agenda.doc.flush();
    } finally {
      typing.current = false;
    }
  };

  const queryClient = useQueryClient();
  const suggestions = async (): Promise<readonly string[]> => {
    try {
      const prompts = await suggestedTopics(queryClient, meeting);
      if (prompts.length) {
        recordAddToAgenda(meeting, prompts.length);
        return prompts;
      }
    } catch (error) {
      console.error('Could not load suggestions', error);
    }
    return FALLBACK_EDITOR_PROMPTS;
  };

  // After Escape in the empty agenda, Tab leaves the field instead of fetching suggestions.
  const [tabLeaves, setTabLeaves] = useState(false);
  const agendaEmpty = agenda.state.text.trim() === '';
  const suggestionsArmed = agendaEmpty && !tabLeaves;

  const onAgendaKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape' && suggestionsArmed) {
      setTabLeaves(true);
      return;
    }
    if (event.key !== 'Tab' || event.shiftKey || !suggestionsArmed) return;
    event.preventDefault();
    void typeIntoAgenda(suggestions, SUGGESTION_LINE_DELAY_MS);
  };

  const showAgendaEditor = role === 'prep' || role === 'both';
  const showReflection = role === 'reflection' || role === 'both';
  const agendaText = agenda.state.text;

  const agendaChecklist = (
    <CommitmentChecklist
      section="prep"
      checklist={checklist}
      personName={personName}
      returnFocusTo={agendaArea}
    />
  );
  const hasAgendaItems = checklist.state.items.some(
    (item) => item.section === 'prep' && !item.removed,
  );

  return (
    <div className="grid gap-4">
      <div>
        <h3 className="font-semibold">{meeting.title}</h3>
        <p className="text-sm text-muted-foreground">{meeting.whenLabel}</p>
      </div>
      {showAgendaEditor ? (
        <div className="grid gap-2">
          <FromLastTime meeting={meeting} timeZone={timeZone} />
          <TemplatePicker
            label="Conversation template"
            placeholder="Choose a conversation template"
            templates={templates}
            onUse={(template) =>
              void typeIntoAgenda(async () => template.items, TEMPLATE_LINE_DELAY_MS)
            }
          />
          <Label htmlFor={`agenda-${meeting.id}`}>Agenda</Label>
          <AutoGrowTextarea
            ref={agendaArea}
            id={`agenda-${meeting.id}`}
            placeholder="Agenda topics..."
            value={agendaText}
            autoFocus={role === 'prep'}
            aria-describedby={agendaEmpty ? `agenda-hint-${meeting.id}` : undefined}
            data-tab-suggestions={suggestionsArmed ? 'armed' : undefined}
            onFocus={() => {
              lastFocused.current = 'agenda';
              setTabLeaves(false);
            }}
            onKeyDown={onAgendaKeyDown}
            onChange={(event) =>
              agenda.doc.setText(withChecklistLines(checklist.doc, 'prep', event.target.value))
            }
            onBlur={(event) => {
              rememberCaret(event.currentTarget);
              void agenda.doc.flush();
            }}
          />
          {agendaEmpty ? (
            <p id={`agenda-hint-${meeting.id}`} className="text-xs text-muted-foreground">
              Hit tab for suggestions
              <span className="sr-only">
                {tabLeaves
                  ? ' (off until you come back: Tab moves on)'
                  : ' (to move on: Escape, then Tab)'}
              </span>
            </p>
          ) : null}
        </div>
      ) : null}
      {showAgendaEditor ? agendaChecklist : null}
      {showReflection ? (
        <div className="grid gap-2">
          {role === 'reflection' && agendaText.trim() !== '' ? (
            <section aria-label="Meeting agenda" className="grid gap-1">
              <p className="text-xs font-medium text-muted-foreground">Meeting agenda</p>
              <div
                className="max-h-[148px] overflow-y-auto rounded-md bg-muted px-3 py-2 text-sm whitespace-pre-wrap"
                data-testid="agenda-read-only"
              >
                {agendaText}
              </div>
            </section>
          ) : null}
          {/* Read-only agenda: its checklist under it, when it has items. */}
          {!showAgendaEditor && hasAgendaItems ? agendaChecklist : null}
          <Label htmlFor={`reflection-${meeting.id}`}>Reflection</Label>
          <AutoGrowTextarea
            ref={reflectionArea}
            onFocus={() => (lastFocused.current = 'reflection')}
            id={`reflection-${meeting.id}`}
            placeholder="What went well? What could be better?"
            value={reflection.state.text}
            autoFocus={role === 'reflection'}
            onChange={(event) =>
              reflection.doc.setText(
                withChecklistLines(checklist.doc, 'reflection', event.target.value),
              )
            }
            onBlur={(event) => {
              rememberCaret(event.currentTarget);
              void reflection.doc.flush();
            }}
          />
          <CommitmentChecklist
            section="reflection"
            checklist={checklist}
            personName={personName}
            returnFocusTo={reflectionArea}
          />
          <CommitmentSuggestions
            meeting={meeting}
            text={reflection.state.text}
            existing={checklist.state.items.filter((item) => !item.removed)}
            personName={personName}
            onAdd={(item) => {
              // Through the checklist, so an item added offline is kept and sent like any other;
              // the focus stays with the suggestions.
              checklist.doc.add('reflection', item);
              checklist.doc.focused();
            }}
          />
        </div>
      ) : null}
      {agenda.state.merged || reflection.state.merged ? (
        <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900">
          This note was also changed in another tab. Both versions are kept below each other.
        </p>
      ) : null}
      <ChecklistMergedNotice state={checklist.state} />
      <SaveStatus
        states={[
          agenda.state,
          reflection.state,
          { ...checklist.state, text: '', note: null, merged: false },
        ]}
        timeZone={timeZone}
      />
    </div>
  );
}
