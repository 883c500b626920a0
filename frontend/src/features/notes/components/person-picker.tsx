/**
 * 'Who is it about?' (docs/product.md#note-editor): direct reports, then the manager. The
 * chosen person shows as an avatar pill with a 'Remove connection' x; a locked link (a fixed
 * person) hides the picker. The lock tooltip says linked notes help tailor coaching and are
 * always private.
 */
import { ChevronDown, Lock, X } from 'lucide-react';
import { displayName } from '@shared/domain/person-name';
import type { PersonLean } from '@shared/contract/schemas/person';
import { PersonAvatar } from '@/components/person-avatar';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Tip } from '@/components/ui/tooltip';
import { useBossesLean, useDirectReportsLean } from '@/features/people';
import type { NoteLinks } from '@/features/notes/sync/note-doc';

export const LINK_TOOLTIP =
  'Linking a note to a person helps tailor your coaching. Notes are always private.';

/** One person to pick: their avatar and name. */
function PersonItem({ person, onSelect }: { person: PersonLean; onSelect: () => void }) {
  return (
    <DropdownMenuItem onSelect={onSelect}>
      <PersonAvatar person={person} size="sm" className="size-6 text-[10px]" decorative />
      {displayName(person)}
    </DropdownMenuItem>
  );
}

export function PersonPicker({
  links,
  locked,
  onChange,
}: {
  links: NoteLinks;
  locked: boolean;
  onChange: (links: NoteLinks) => void;
}) {
  const directReports = useDirectReportsLean();
  const bosses = useBossesLean();
  const person: PersonLean | undefined = links.directReportId
    ? directReports.data?.find((candidate) => candidate.id === links.directReportId)
    : links.bossId
      ? bosses.data?.find((candidate) => candidate.id === links.bossId)
      : undefined;
  const lock = (
    <Tip content={LINK_TOOLTIP}>
      <button
        type="button"
        className="rounded-sm p-1 text-muted-foreground hover:text-foreground"
        aria-label="About linked notes"
      >
        <Lock className="size-3.5" />
      </button>
    </Tip>
  );

  if (person || links.directReportId || links.bossId) {
    return (
      <div className="flex items-center gap-2">
        <span className="inline-flex items-center gap-2 rounded-full border bg-muted py-0.5 pr-1 pl-0.5 text-sm">
          <PersonAvatar
            person={person ?? { id: links.directReportId ?? links.bossId }}
            size="sm"
            className="size-6 text-[10px]"
            decorative
          />
          <span className="max-w-40 truncate">
            {person ? displayName(person) : 'Removed person'}
          </span>
          {locked ? null : (
            <button
              type="button"
              className="rounded-full p-0.5 hover:bg-card"
              aria-label="Remove connection"
              onClick={() => onChange({ directReportId: null, bossId: null, entityType: 'self' })}
            >
              <X className="size-3.5" />
            </button>
          )}
        </span>
        {lock}
      </div>
    );
  }

  return (
    <div className="flex items-center gap-1">
      {/* Not modal: the page around stays in the accessibility tree (no aria-hidden around focusables). */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm">
            Who is it about? <ChevronDown />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="max-h-80 overflow-y-auto">
          {directReports.data?.length ? (
            <DropdownMenuLabel className="text-xs text-muted-foreground">
              Your team
            </DropdownMenuLabel>
          ) : null}
          {directReports.data?.map((candidate) => (
            <PersonItem
              key={candidate.id}
              person={candidate}
              onSelect={() =>
                onChange({ directReportId: candidate.id, bossId: null, entityType: 'directReport' })
              }
            />
          ))}
          {bosses.data?.length ? (
            <>
              {directReports.data?.length ? <DropdownMenuSeparator /> : null}
              <DropdownMenuLabel className="text-xs text-muted-foreground">
                Your manager
              </DropdownMenuLabel>
              {bosses.data.map((candidate) => (
                <PersonItem
                  key={candidate.id}
                  person={candidate}
                  onSelect={() =>
                    onChange({ directReportId: null, bossId: candidate.id, entityType: 'boss' })
                  }
                />
              ))}
            </>
          ) : null}
          {!directReports.data?.length && !bosses.data?.length ? (
            <p className="px-2 py-1.5 text-sm text-muted-foreground">
              Add your team to link notes to people.
            </p>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      {lock}
    </div>
  );
}
