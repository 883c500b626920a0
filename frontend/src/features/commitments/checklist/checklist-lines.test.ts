import { describe, expect, it } from 'vitest';
import { takeChecklistLines } from './checklist-lines';

describe('takeChecklistLines', () => {
  it('takes a line that starts with "[] " out of the text, as an empty item when typed alone', () => {
    expect(takeChecklistLines('Budget\n[] ')).toEqual({
      text: 'Budget',
      items: [{ text: '', done: false }],
    });
    expect(takeChecklistLines('[] Send the deck\nHiring')).toEqual({
      text: 'Hiring',
      items: [{ text: 'Send the deck', done: false }],
    });
  });

  it('takes pasted Markdown task lines, done when ticked, and keeps the other lines in order', () => {
    expect(
      takeChecklistLines('Notes\n- [ ] Book the room\n* [x] Share the plan\nMore notes'),
    ).toEqual({
      text: 'Notes\nMore notes',
      items: [
        { text: 'Book the room', done: false },
        { text: 'Share the plan', done: true },
      ],
    });
    expect(takeChecklistLines('- [ ] ')).toEqual({ text: '', items: [{ text: '', done: false }] });
  });

  it('leaves text alone while a task line is still being typed or is only mentioned', () => {
    for (const text of ['[]', '- [ ]', 'Say [] later', 'a - [ ] b', '[x] not a dash line']) {
      expect(takeChecklistLines(text)).toBeNull();
    }
  });

  it('cuts an item to 280 characters', () => {
    const taken = takeChecklistLines(`- [ ] ${'x'.repeat(300)}`);
    expect(taken?.items[0]?.text).toHaveLength(280);
  });
});
