/**
 * A note in the list (docs/product.md#notes-panel): the reflection (agenda dimmed beneath), else
 * the agenda, else the content; a relative time; the avatar of the linked person (the user's
 * initial for a self note); a hover menu with Delete. Preview at most 9.5rem high.
 */
import { MoreHorizontal, Trash2 } from 'lucide-react';
import type { Note } from '@shared/contract/schemas/note';
import type { PersonLean } from '@shared/contract/schemas/person';
import { formatPastTimestamp } from '@shared/domain/timestamp-format';
import { displayName } from '@shared/domain/person-name';
import { PersonAvatar } from '@/components/person-avatar';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

export function NoteCard({
  note,
  person,
  me,
  timeZone,
  onOpen,
  onDelete,
}: {
  note: Note;
  person: PersonLean | undefined;
  me: { id: string; firstName: string };
  timeZone: string;
  onOpen: () => void;
  onDelete: () => void;
}) {
  const main = note.hasReflection
    ? note.reflectionContent
    : note.hasAgenda
      ? note.agendaContent
      : note.content;
  const dimmed = note.hasReflection && note.hasAgenda ? note.agendaContent : null;
  const about = person
    ? displayName(person)
    : note.directReportId || note.bossId
      ? 'Removed person'
      : 'You';
  const kind = note.meetingId ? (note.hasReflection ? '1:1 reflection' : '1:1 prep') : 'Note';
  return (
    <li className="group relative">
      <button
        type="button"
        onClick={onOpen}
        className="block w-full rounded-lg border bg-card p-3 text-left shadow-xs transition-colors hover:border-primary/40 focus-visible:outline-2 focus-visible:outline-ring"
      >
        {/* Named by its content (what is seen, after what kind of note it is). */}
        <span className="sr-only">{`${kind} about `}</span>
        <span className="flex items-center gap-2 pr-8">
          {person || note.directReportId || note.bossId ? (
            <PersonAvatar
              person={person ?? { id: note.directReportId ?? note.bossId }}
              size="sm"
              className="size-6 text-[10px]"
              decorative
            />
          ) : (
            <PersonAvatar
              person={{ id: me.id, firstName: me.firstName }}
              size="sm"
              className="size-6 text-[10px]"
              decorative
            />
          )}
          <span className="truncate text-xs font-medium">{about}</span>
          <span className="ml-auto shrink-0 text-xs text-muted-foreground">
            {formatPastTimestamp(note.updatedAt, { timeZone })}
          </span>
        </span>
        <span className="mt-2 block max-h-[9.5rem] overflow-hidden text-sm whitespace-pre-wrap">
          {main.trim() || <span className="text-muted-foreground">Empty note</span>}
          {dimmed ? <span className="mt-2 block text-muted-foreground">{dimmed}</span> : null}
        </span>
      </button>
      <div className="absolute top-2 right-2 opacity-0 transition-opacity group-hover:opacity-100 group-focus-within:opacity-100">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon-sm" aria-label="Note actions" className="size-7">
              <MoreHorizontal />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={onDelete} className="text-destructive">
              <Trash2 /> Delete
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </li>
  );
}
