/**
 * Which suggestion card is badged 'Your style' (docs/product.md#how-to-say-it-panel,
 * #constants-and-limits 'Coaching styles'): the profile's coaching style when it is one of the
 * three, else empathetic (the notes panel's default; the settings default 'supportive' has no
 * card).
 */
import { PHRASING_STYLES, type PhrasingStyle } from '@shared/domain/phrasing';

export const DEFAULT_PANEL_STYLE: PhrasingStyle = 'empathetic';

export function yourStyle(coachingStyle: string | null | undefined): PhrasingStyle {
  return (PHRASING_STYLES as readonly string[]).includes(coachingStyle ?? '')
    ? (coachingStyle as PhrasingStyle)
    : DEFAULT_PANEL_STYLE;
}
