import { describe, expect, it } from 'vitest';
import { localMondayOf, mondayOf, openAgendaLines } from './prep-signals';

describe('prep signals', () => {
  it('finds the Monday of a local date and of an instant in a zone', () => {
    expect(mondayOf('2026-01-07')).toBe('2026-01-05');
    expect(mondayOf('2026-01-05')).toBe('2026-01-05');
    expect(mondayOf('2026-01-04')).toBe('2025-12-29');
    // Sunday 23:30 UTC is already Monday in Tokyo.
    const instant = new Date('2026-01-11T23:30:00Z');
    expect(localMondayOf(instant, 'UTC')).toBe('2026-01-05');
    expect(localMondayOf(instant, 'Asia/Tokyo')).toBe('2026-01-12');
  });

  it('keeps the agenda lines not marked done, without list marks', () => {
    expect(
      openAgendaLines(
        '- [x] Launch recap\n- [ ] Hiring plan\n1. Budget ✓\n* Roadmap (done)\n\n• Offsite',
      ),
    ).toEqual(['Hiring plan', 'Offsite']);
  });
});
