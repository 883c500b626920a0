import { describe, expect, it } from 'vitest';
import { linkAttributes, linkOf, meetingLink, nextLink, personKeyOf, sameLink } from './note-links';

const dr = { kind: 'directReport', id: 'D1' } as const;
const boss = { kind: 'boss', id: 'B1' } as const;

describe('personKeyOf', () => {
  it("is dr#<id> or boss#<id> while linked and '' otherwise (no gsi2 keys)", () => {
    expect(personKeyOf(dr)).toBe('dr#D1');
    expect(personKeyOf(boss)).toBe('boss#B1');
    expect(personKeyOf(null)).toBe('');
  });
});

describe('linkOf', () => {
  it('reads the one person a note or a body names', () => {
    expect(linkOf({ directReportId: 'D1' })).toEqual(dr);
    expect(linkOf({ bossId: 'B1', directReportId: null })).toEqual(boss);
    expect(linkOf({ directReportId: null, bossId: undefined })).toBeNull();
    expect(linkOf({})).toBeNull();
  });
});

describe('nextLink', () => {
  it('a named person replaces the current link, of either kind', () => {
    expect(nextLink(null, { directReportId: 'D1' })).toEqual(dr);
    expect(nextLink(dr, { bossId: 'B1' })).toEqual(boss);
    expect(nextLink(boss, { directReportId: 'D1', bossId: null })).toEqual(dr);
  });

  it("null for the current link's field clears it; null for the other field keeps it", () => {
    expect(nextLink(dr, { directReportId: null })).toBeNull();
    expect(nextLink(dr, { directReportId: null, bossId: null })).toBeNull();
    expect(nextLink(dr, { bossId: null })).toEqual(dr);
    expect(nextLink(boss, { directReportId: null })).toEqual(boss);
  });

  it('fields left out keep the link', () => {
    expect(nextLink(dr, {})).toEqual(dr);
    expect(nextLink(null, {})).toBeNull();
  });
});

describe('linkAttributes and sameLink', () => {
  it('sets one id field and the person key, leaving the other id undefined', () => {
    expect(linkAttributes(dr)).toEqual({
      directReportId: 'D1',
      bossId: undefined,
      personKey: 'dr#D1',
    });
    expect(linkAttributes(null)).toEqual({
      directReportId: undefined,
      bossId: undefined,
      personKey: '',
    });
  });

  it('compares kind and id', () => {
    expect(sameLink(dr, { kind: 'directReport', id: 'D1' })).toBe(true);
    expect(sameLink(dr, { kind: 'boss', id: 'D1' })).toBe(false);
    expect(sameLink(null, null)).toBe(true);
    expect(sameLink(dr, null)).toBe(false);
  });
});

describe('meetingLink', () => {
  it("maps a meeting's kind to the person it is with", () => {
    expect(meetingLink({ kind: 'directReport', personId: 'D1' })).toEqual(dr);
    expect(meetingLink({ kind: 'boss', personId: 'B1' })).toEqual(boss);
  });
});
