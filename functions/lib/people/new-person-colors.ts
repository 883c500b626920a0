/**
 * The avatar colours a new person is stored with (docs/product.md#constants-and-limits 'Avatar
 * colour', #entities: a person record may carry avatarColorPastel and avatarColorDark;
 * docs/api.md#conventions): a pair of the brand palette that none of the user's active people
 * (direct reports and manager together) shows yet, chosen deterministically from the new person's
 * id (shared/domain/avatar-color.ts `avatarColorsForNewPerson`). A pair given in the request is
 * kept as given. Stored once, at creation: a person's colour never changes when others join or
 * leave.
 */
import {
  avatarColorsFor,
  avatarColorsForNewPerson,
  type AvatarColors,
} from '../../../shared/domain/avatar-color';
import { isActive } from '../../../shared/domain/person-kind';
import { queryAllPeople } from './people-query';
import type { StoredPerson } from './person-fields';

/** The stored colour fields of a person. */
export interface StoredAvatarColors {
  avatarColorPastel: string;
  avatarColorDark: string;
}

/** The colours a stored person shows (a stored pair, else the one computed from its id). */
function shownColors(item: StoredPerson, id: string): AvatarColors {
  return avatarColorsFor({ ...item, id });
}

/**
 * The colour fields to store for the new person `personId` of `userId`, from `input`'s pair when
 * it has both colours (no read), else from the team's: one Query of the user's people.
 */
export async function newPersonColors(
  userId: string,
  personId: string,
  input: { avatarColorPastel?: string | null; avatarColorDark?: string | null },
): Promise<StoredAvatarColors> {
  if (input.avatarColorPastel && input.avatarColorDark) {
    return { avatarColorPastel: input.avatarColorPastel, avatarColorDark: input.avatarColorDark };
  }
  const { bosses, directReports } = await queryAllPeople(userId);
  const team = [
    ...bosses.filter(isActive).map((item) => shownColors(item, item.bossId)),
    ...directReports.filter(isActive).map((item) => shownColors(item, item.directReportId)),
  ];
  const { pastel, dark } = avatarColorsForNewPerson(personId, team);
  return { avatarColorPastel: pastel, avatarColorDark: dark };
}
