import { describe, expect, it } from 'vitest';
import { hex as contrastRatio } from 'wcag-contrast';
import {
  AVATAR_PALETTE,
  DEFAULT_AVATAR_COLORS,
  avatarColorsFor,
  avatarColorsForNewPerson,
  type AvatarColors,
} from './avatar-color';

/** Reference FNV-1a 32-bit test vectors (http://www.isthe.com/chongo/tech/comp/fnv/). */
const FNV1A_VECTORS: [string, number][] = [
  ['a', 0xe40c292c],
  ['foobar', 0xbf9cf968],
];

describe('avatarColorsFor', () => {
  it('the default pair is #E3F2FD / #1565C0 and is part of the palette', () => {
    expect(DEFAULT_AVATAR_COLORS).toEqual({ pastel: '#E3F2FD', dark: '#1565C0' });
    expect(AVATAR_PALETTE).toContainEqual(DEFAULT_AVATAR_COLORS);
  });

  it('every palette entry is a pair of #RRGGBB colours, all distinct', () => {
    for (const pair of AVATAR_PALETTE) {
      expect(pair.pastel).toMatch(/^#[0-9A-F]{6}$/);
      expect(pair.dark).toMatch(/^#[0-9A-F]{6}$/);
    }
    expect(new Set(AVATAR_PALETTE.map((pair) => pair.pastel)).size).toBe(AVATAR_PALETTE.length);
  });

  it('a stored pastel/dark pair wins over everything else', () => {
    expect(
      avatarColorsFor({
        id: 'abc',
        email: 'x@example.com',
        avatarColorPastel: '#123456',
        avatarColorDark: '#654321',
      }),
    ).toEqual({ pastel: '#123456', dark: '#654321' });
  });

  it('half a stored pair is ignored: the colours are computed', () => {
    expect(avatarColorsFor({ id: 'b', avatarColorPastel: '#123456' })).toEqual(
      avatarColorsFor({ id: 'b' }),
    );
    expect(
      avatarColorsFor({ id: 'b', avatarColorDark: '#123456', avatarColorPastel: null }),
    ).toEqual(avatarColorsFor({ id: 'b' }));
  });

  it('is deterministic by id and picks from the palette by FNV-1a hash', () => {
    for (const [seed, hash] of FNV1A_VECTORS) {
      expect(avatarColorsFor({ id: seed })).toEqual(AVATAR_PALETTE[hash % AVATAR_PALETTE.length]);
      expect(avatarColorsFor({ id: seed })).toEqual(avatarColorsFor({ id: seed }));
    }
  });

  it('spreads different ids over the palette', () => {
    const picks = new Set(
      Array.from({ length: 100 }, (_, index) => avatarColorsFor({ id: `person-${index}` }).pastel),
    );
    expect(picks.size).toBeGreaterThan(5);
  });

  it('falls back from id to email, name, then first name (first non-blank, trimmed)', () => {
    // 'a' and 'b' land on different palette entries, so the chosen seed is observable.
    expect(avatarColorsFor({ id: 'a' })).not.toEqual(avatarColorsFor({ id: 'b' }));

    expect(avatarColorsFor({ id: 'a', email: 'b', name: 'b', firstName: 'b' })).toEqual(
      avatarColorsFor({ id: 'a' }),
    );
    expect(avatarColorsFor({ id: '  ', email: 'a', name: 'b', firstName: 'b' })).toEqual(
      avatarColorsFor({ id: 'a' }),
    );
    expect(avatarColorsFor({ id: null, email: '', name: 'a', firstName: 'b' })).toEqual(
      avatarColorsFor({ id: 'a' }),
    );
    expect(avatarColorsFor({ firstName: 'b' })).toEqual(avatarColorsFor({ id: 'b' }));
    expect(avatarColorsFor({ email: '  b  ' })).toEqual(avatarColorsFor({ id: 'b' }));
  });

  it('uses the default pair when there is nothing to seed from', () => {
    expect(avatarColorsFor({})).toEqual(DEFAULT_AVATAR_COLORS);
    expect(avatarColorsFor({ id: '', email: null, name: '   ', firstName: undefined })).toEqual(
      DEFAULT_AVATAR_COLORS,
    );
  });

  it('initials meet WCAG 2.2 AA contrast (4.5:1) on their pastel, for every palette pair', () => {
    for (const pair of [DEFAULT_AVATAR_COLORS, ...AVATAR_PALETTE]) {
      const ratio = contrastRatio(pair.dark, pair.pastel);
      expect(ratio, `${pair.dark} on ${pair.pastel}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });

  it('the contrast check itself: black on white is 21:1, #767676 on white just passes AA', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeLessThan(4.5);
  });
});

describe('avatarColorsForNewPerson', () => {
  const paletteIndex = (pair: AvatarColors) =>
    AVATAR_PALETTE.findIndex((entry) => entry.pastel === pair.pastel);

  it('in an empty team, the pair the id hashes to (what avatarColorsFor computes)', () => {
    for (const [seed] of FNV1A_VECTORS) {
      expect(avatarColorsForNewPerson(seed, [])).toEqual(avatarColorsFor({ id: seed }));
    }
  });

  it('when the hashed pair is shown, the next pair in palette order that no one shows', () => {
    const hashed = paletteIndex(avatarColorsFor({ id: 'a' }));
    const next = (offset: number) => AVATAR_PALETTE[(hashed + offset) % AVATAR_PALETTE.length]!;
    expect(avatarColorsForNewPerson('a', [next(0)])).toEqual(next(1));
    expect(avatarColorsForNewPerson('a', [next(0), next(1), next(3)])).toEqual(next(2));
    // Case and colours outside the palette do not matter.
    const lower = { pastel: next(0).pastel.toLowerCase(), dark: next(0).dark.toLowerCase() };
    expect(avatarColorsForNewPerson('a', [lower, { pastel: '#123456', dark: '#000000' }])).toEqual(
      next(1),
    );
  });

  it('adding people one by one gives every one of them a different pair while the palette allows', () => {
    const team: AvatarColors[] = [];
    for (let index = 0; index < AVATAR_PALETTE.length; index += 1) {
      team.push(avatarColorsForNewPerson(`person-${index}`, team));
    }
    expect(new Set(team.map((pair) => pair.pastel)).size).toBe(AVATAR_PALETTE.length);
    // Past the palette: the least shown pair, so no pair is shown three times before all twice.
    for (let index = AVATAR_PALETTE.length; index < 2 * AVATAR_PALETTE.length; index += 1) {
      team.push(avatarColorsForNewPerson(`person-${index}`, team));
    }
    const counts = AVATAR_PALETTE.map(
      (pair) => team.filter((shown) => shown.pastel === pair.pastel).length,
    );
    expect(counts).toEqual(AVATAR_PALETTE.map(() => 2));
  });

  it('is deterministic: the same id and team give the same pair', () => {
    const team = [AVATAR_PALETTE[0]!, AVATAR_PALETTE[4]!];
    expect(avatarColorsForNewPerson('x-1', team)).toEqual(avatarColorsForNewPerson('x-1', team));
  });
});
