import { describe, expect, it } from 'vitest';
import { openAgendaLines } from './prep-signals';

describe('prep signals', () => {
  it('keeps the agenda lines not marked done, without list marks', () => {
    expect(
      openAgendaLines(
        '- [x] Launch recap\n- [ ] Hiring plan\n1. Budget ✓\n* Roadmap (done)\n\n• Offsite',
      ),
    ).toEqual(['Hiring plan', 'Offsite']);
  });
});
