/** Path and query parameter schemas shared by several resources' routes. */
import * as z from '../../zod';
import { idParam, includeArchivedQuery } from '../schemas/common';

/** `{id}`: a person id. */
export const idParams = z.object({ id: idParam });
/** A note id: a ULID, or a meeting id for a meeting note (longer than person ids). */
export const noteIdParams = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(120), z.regex(/^[A-Za-z0-9_-]+$/, 'Invalid id')),
});
/** `?includeArchived=1`: lists also archived people. */
export const includeArchived = z.object({ includeArchived: includeArchivedQuery });
