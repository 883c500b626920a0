/**
 * A tracked person's (or the user's) round avatar: image if any, else initials on the person's
 * pastel colour (docs/product.md#constants-and-limits 'Avatar colour').
 */
import { avatarColorsFor, type AvatarColorSource } from '@shared/domain/avatar-color';
import { displayName, initials } from '@shared/domain/person-name';
import { cn } from '@/lib/cn';

export interface AvatarPerson extends AvatarColorSource {
  firstName?: string | null;
  lastName?: string | null;
  name?: string | null;
  avatar?: string | null;
}

const SIZES = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-14 text-lg' } as const;

export function PersonAvatar({
  person,
  size = 'md',
  className,
  decorative = false,
  muted = false,
  label,
}: {
  person: AvatarPerson;
  size?: keyof typeof SIZES;
  className?: string;
  /** True when a visible name sits next to it (hides it from assistive tech). */
  decorative?: boolean;
  /** Greyed out (e.g. 'no note yet'): muted colours that keep the initials readable (AA). */
  muted?: boolean;
  /** Accessible name when it should say more than the person's name. */
  label?: string;
}) {
  const colors = avatarColorsFor(person);
  const name = label ?? displayName(person);
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full font-semibold select-none',
        SIZES[size],
        muted &&
          'bg-muted text-muted-foreground outline-1 outline-muted-foreground/60 outline-dashed',
        className,
      )}
      style={muted ? undefined : { backgroundColor: colors.pastel, color: colors.dark }}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name || 'Person' })}
    >
      {person.avatar ? (
        <img src={person.avatar} alt="" className="size-full object-cover" />
      ) : (
        initials(person)
      )}
    </span>
  );
}
