import { describe, expect, it } from 'vitest';
import { expandShorthand } from './chat-shorthand';

describe('expandShorthand', () => {
  it.each([
    ['hey can u stop interrupting ppl', 'hey can you stop interrupting people'],
    ['thx 4 the gr8 work b4 the demo', 'thanks 4 the great work before the demo'],
    ['pls send it tmrw, idk who else can', "please send it tomorrow, I don't know who else can"],
    [
      'plz msg me abt the convo asap',
      'please message me about the conversation as soon as possible',
    ],
    ['cant do it rn bc of the audit', "can't do it right now because of the audit"],
    ['b/c of u we shipped w/ no bugs 2day', 'because of you we shipped with no bugs today'],
  ])('%s → %s', (chat, written) => {
    expect(expandShorthand(chat)).toBe(written);
  });

  it("reads 'ur' as 'your' before a noun and as 'you're' before a predicate", () => {
    expect(expandShorthand('ur report is late')).toBe('your report is late');
    expect(expandShorthand('ur doing great')).toBe("you're doing great");
    expect(expandShorthand('ur a lifesaver')).toBe("you're a lifesaver");
  });

  it("reads 'its' as \"it's\" only where a verb or adverb follows", () => {
    expect(expandShorthand('its making the juniors go quiet')).toBe(
      "it's making the juniors go quiet",
    );
    expect(expandShorthand('the team and its goals')).toBe('the team and its goals');
  });

  it("expands 'sat' and 'sun' only where they name a day", () => {
    expect(expandShorthand('thx for covering my shift sat')).toBe(
      'thanks for covering my shift Saturday',
    );
    expect(expandShorthand('need help sun morning')).toBe('need help Sunday morning');
    expect(expandShorthand('i sat down in the sun')).toBe('I sat down in the sun');
  });

  it("capitalises 'i' and the names compromise knows in a text written without capitals", () => {
    expect(expandShorthand("i think i'm late, tom")).toBe("I think I'm late, Tom");
    expect(expandShorthand('the Grant application is due')).toBe('the Grant application is due');
  });

  it('keeps a capital on an expanded word that had one', () => {
    expect(expandShorthand('Pls call me')).toBe('Please call me');
  });
});
