import { describe, expect, it } from 'vitest';
import { storedNoteText } from './note-text';

describe('storedNoteText', () => {
  it('keeps tab and LF and every printable character as they are', () => {
    const text = 'Plan:\n\t- ship "v2" \\ café 🚀\u007F\u0085\u2028';
    expect(storedNoteText(text)).toBe(text);
  });

  it('turns CRLF and a lone CR into LF', () => {
    expect(storedNoteText('one\r\ntwo\rthree\r\n\r\nfour')).toBe('one\ntwo\nthree\n\nfour');
  });

  it('removes every other C0 control character', () => {
    const controls = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)).join('');
    expect(storedNoteText(`a${controls}b`)).toBe('a\t\n\nb');
  });

  it('leaves nothing of a text of control characters only', () => {
    expect(storedNoteText('\u0001'.repeat(20_000))).toBe('');
  });
});
