/**
 * The words of the commitment nudges (docs/product.md#nudges 'Commitments'), as the manager reads
 * them: the due date as 'today' / 'tomorrow' / a weekday within the coming week / a date otherwise,
 * nothing without one, an overdue one's date; the manager's own 'I'll …' turned to 'You promised Jo
 * to …' with 'my' as 'your', other texts quoted after a colon; the person's with their 'will' left
 * out; long texts cut at a word.
 */
import { describe, expect, it } from 'vitest';
import {
  dueWords,
  ownPromise,
  ownPromiseContent,
  ownPromiseTitle,
  PROMISE_TEXT_MAX,
  theirPromiseContent,
  theirPromiseTitle,
} from './commitment-words';

/** Wednesday 11 March 2026. */
const TODAY = '2026-03-11';
const due = (date: string | null) => dueWords(date, TODAY);

describe('the due date', () => {
  it('reads today, tomorrow, a weekday within the week, a date after it, nothing without one', () => {
    expect(due('2026-03-11')?.when).toBe('today');
    expect(due('2026-03-12')?.when).toBe('tomorrow');
    expect(due('2026-03-13')?.when).toBe('Friday');
    expect(due('2026-03-17')?.when).toBe('Tuesday');
    expect(due('2026-03-18')?.when).toBe('Mar 18');
    expect(due('2027-01-05')?.when).toBe('Jan 5, 2027');
    expect(due(null)).toBeNull();
  });

  it('an overdue one names its date, never a weekday', () => {
    expect(due('2026-03-10')).toEqual({ when: 'Mar 10', overdue: true, relative: false });
    expect(due('2026-03-06')?.when).toBe('Mar 6');
  });
});

describe("the manager's own commitment", () => {
  it("turns 'I'll …' into what they promised, speaking to them", () => {
    expect(ownPromise("I'll send the budget doc.")).toEqual({
      what: 'send the budget doc',
      verb: true,
    });
    expect(ownPromise('I will share my notes with me later').what).toBe(
      'share your notes with you later',
    );
    expect(ownPromise('I’m going to book the offsite').what).toBe('book the offsite');
  });

  it('reads each due variant', () => {
    const text = "I'll send the budget doc";
    expect(ownPromiseTitle(text, 'Jo', due('2026-03-13'))).toBe(
      'You promised Jo you’d send the budget doc by Friday',
    );
    expect(ownPromiseTitle(text, 'Jo', due('2026-03-11'))).toBe(
      'You promised Jo you’d send the budget doc today',
    );
    expect(ownPromiseTitle(text, 'Jo', due('2026-03-12'))).toBe(
      'You promised Jo you’d send the budget doc by tomorrow',
    );
    expect(ownPromiseTitle(text, 'Jo', due('2026-03-25'))).toBe(
      'You promised Jo you’d send the budget doc by Mar 25',
    );
    expect(ownPromiseTitle(text, 'Jo', null)).toBe('You promised Jo you’d send the budget doc');
    expect(ownPromiseTitle("I'll send Jo the doc and Jo's team the plan", 'Jo', null)).toBe(
      'You promised Jo you’d send them the doc and their team the plan',
    );
  });

  it('quotes any other text after a colon, with its due date in brackets', () => {
    expect(ownPromiseTitle('Send the budget doc', 'Jo', due('2026-03-13'))).toBe(
      'You promised Jo: Send the budget doc (due Friday)',
    );
    expect(ownPromiseTitle('Budget doc for Q3', 'Jo', due('2026-03-02'))).toBe(
      'You promised Jo: Budget doc for Q3 (was due Mar 2)',
    );
    expect(ownPromiseTitle('Budget doc for Q3', 'Jo', null)).toBe(
      'You promised Jo: Budget doc for Q3',
    );
  });

  it('cuts a long text at a word', () => {
    const title = ownPromiseTitle(`Review ${'the quarterly plan '.repeat(10)}`, 'Jo', null);
    const what = title.slice('You promised Jo: '.length);
    expect(what.endsWith('…')).toBe(true);
    expect(what.length).toBeLessThanOrEqual(PROMISE_TEXT_MAX + 1);
    expect(what).toMatch(/plan…$|the…$|quarterly…$/);
  });

  it('says what to do before the 1:1, overdue or not, and when due without one', () => {
    expect(ownPromiseContent('Jo', due('2026-03-13'), 'tomorrow at 9:00 am')).toBe(
      'Your 1:1 is tomorrow at 9:00 am. Done already? Tick it off; if not, bring an update.',
    );
    expect(ownPromiseContent('Jo', due('2026-03-10'), 'tomorrow at 9:00 am')).toBe(
      'That date has passed. Your 1:1 is tomorrow at 9:00 am: bring it, or agree a new date with Jo.',
    );
    expect(ownPromiseContent('Jo', due('2026-03-11'), null)).toBe(
      'It’s due today. Tick it off in Middle once it’s done.',
    );
    expect(ownPromiseContent('Jo', due('2026-03-13'), null)).toBe(
      'It’s due on Friday. Tick it off in Middle once it’s done.',
    );
    expect(ownPromiseContent('Jo', due('2026-03-09'), null)).toBe(
      'That date has passed. Do it today, or tell Jo the new date.',
    );
  });
});

describe("the person's commitment", () => {
  it("asks about it, their 'will' left out, with the due date in brackets", () => {
    expect(theirPromiseTitle('Sam will draft the RFC', 'Sam', due('2026-03-13'))).toBe(
      'Ask Sam about: draft the RFC (due Friday)',
    );
    expect(theirPromiseTitle("He'll finish the API review", 'Sam', null)).toBe(
      'Ask Sam about: finish the API review',
    );
    expect(theirPromiseTitle('API review', 'Sam', due('2026-03-01'))).toBe(
      'Ask Sam about: API review (was due Mar 1)',
    );
  });

  it('says when it was taken on and when you meet', () => {
    expect(
      theirPromiseContent('Sam', '2026-03-04', TODAY, due('2026-03-13'), 'today at 3:00 pm'),
    ).toBe('Sam took this on in your 1:1 on Mar 4. You meet today at 3:00 pm.');
    expect(
      theirPromiseContent('Sam', '2026-03-04', TODAY, due('2026-03-10'), 'today at 3:00 pm'),
    ).toBe('Sam took this on in your 1:1 on Mar 4; it was due Mar 10. You meet today at 3:00 pm.');
  });
});
