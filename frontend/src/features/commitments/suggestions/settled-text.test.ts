import { describe, expect, it } from 'vitest';
import { sameItemKey, settledText } from './settled-text';

describe('settledText', () => {
  it('asks nothing new for white space alone', () => {
    const text = "I'll send Jo the budget doc by Friday.";
    expect(settledText(`${text}  `)).toBe(text);
    expect(settledText(`  ${text}\n\n`)).toBe(text);
    expect(settledText("I'll  send Jo the budget doc   by Friday.")).toBe(text);
  });

  it('keeps lines apart (the detector reads line by line)', () => {
    expect(settledText('- call Sam \n  - book the room')).toBe('- call Sam\n- book the room');
  });

  it('asks nothing for a text too short to hold a commitment', () => {
    expect(settledText('')).toBe('');
    expect(settledText('  ok  ')).toBe('');
  });
});

describe('sameItemKey', () => {
  it('ignores case and punctuation, not the owner', () => {
    expect(sameItemKey({ owner: 'me', text: 'Send Jo the budget doc.' })).toBe(
      sameItemKey({ owner: 'me', text: 'send jo the budget doc' }),
    );
    expect(sameItemKey({ owner: 'me', text: 'draft the RFC' })).not.toBe(
      sameItemKey({ owner: 'them', text: 'draft the RFC' }),
    );
  });
});
