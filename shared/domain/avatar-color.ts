/**
 * Per-person avatar colours (docs/product.md#constants-and-limits 'Avatar colour').
 * A stored pastel/dark pair wins; otherwise a pair is picked deterministically from the brand
 * palette by id, falling back to email, name or first name; with none of those the default pair.
 * A person added to a team is given a stored pair the team does not show yet
 * (`avatarColorsForNewPerson`), so the people of one team look different while the palette allows.
 */

export interface AvatarColors {
  /** Background colour, hex '#RRGGBB'. */
  pastel: string;
  /** Text/initials colour, hex '#RRGGBB'. */
  dark: string;
}

export const DEFAULT_AVATAR_COLORS: AvatarColors = { pastel: '#E3F2FD', dark: '#1565C0' };

/**
 * The brand palette of pastel/dark pairs. Every dark (initials) colour reads on its pastel at
 * WCAG 2.2 AA, at least 4.5:1 (checked by the unit test over the whole palette).
 */
export const AVATAR_PALETTE: readonly AvatarColors[] = [
  DEFAULT_AVATAR_COLORS,
  { pastel: '#FCE4EC', dark: '#AD1457' },
  { pastel: '#E8F5E9', dark: '#2E7D32' },
  { pastel: '#FFF3E0', dark: '#C14400' },
  { pastel: '#F3E5F5', dark: '#6A1B9A' },
  { pastel: '#E0F7FA', dark: '#007984' },
  { pastel: '#FFFDE7', dark: '#8D6E00' },
  { pastel: '#EDE7F6', dark: '#4527A0' },
  { pastel: '#E0F2F1', dark: '#00695C' },
  { pastel: '#FBE9E7', dark: '#BF360C' },
];

export interface AvatarColorSource {
  id?: string | null;
  email?: string | null;
  name?: string | null;
  firstName?: string | null;
  avatarColorPastel?: string | null;
  avatarColorDark?: string | null;
}

/** FNV-1a 32-bit hash of a string; stable across runtimes. */
function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < value.length; index += 1) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The palette index a seed hashes to (FNV-1a). */
const paletteIndexOf = (seed: string) => hashString(seed) % AVATAR_PALETTE.length;

/**
 * Returns the avatar colour pair of a person (docs/product.md#constants-and-limits). Never throws.
 */
export function avatarColorsFor(person: AvatarColorSource): AvatarColors {
  if (person.avatarColorPastel && person.avatarColorDark) {
    return { pastel: person.avatarColorPastel, dark: person.avatarColorDark };
  }
  const seed = [person.id, person.email, person.name, person.firstName]
    .map((value) => value?.trim())
    .find((value): value is string => Boolean(value));
  if (!seed) return DEFAULT_AVATAR_COLORS;
  return AVATAR_PALETTE[paletteIndexOf(seed)] ?? DEFAULT_AVATAR_COLORS;
}

/**
 * The pair to store for a person with id `id` joining a team whose people show `team` (each
 * person's avatarColorsFor): the palette pair the id hashes to when no one shows it, else the
 * first pair after it (in palette order, wrapping) that no one shows; with every pair shown, the
 * least shown one, searched in the same order. Deterministic: the same id and team give the same
 * pair. Colours outside the palette (set by hand) take nothing from it.
 */
export function avatarColorsForNewPerson(id: string, team: readonly AvatarColors[]): AvatarColors {
  const uses = AVATAR_PALETTE.map(
    (pair) => team.filter((shown) => shown.pastel.toUpperCase() === pair.pastel).length,
  );
  const start = paletteIndexOf(id);
  let best = start;
  for (let step = 1; step < AVATAR_PALETTE.length; step += 1) {
    const index = (start + step) % AVATAR_PALETTE.length;
    if (uses[index]! < uses[best]!) best = index;
  }
  return AVATAR_PALETTE[best]!;
}
