import { describe, expect, it } from 'vitest';
import { bannerId, dismissibleBannerWeeks, parseBannerId } from './nudge-kinds';

describe('parseBannerId', () => {
  it('reads the type and week of a banner id', () => {
    expect(parseBannerId(bannerId('prep-agenda', '2026-11-23'))).toEqual({
      bannerType: 'prep-agenda',
      weekStart: '2026-11-23',
    });
  });

  it.each([
    'banner-onboarding-9999-99-99',
    'banner-onboarding-2026-02-30',
    'banner-onboarding-2026-11-24',
    'banner-nope-2026-11-23',
    'banner-onboarding-2026-11-23x',
  ])('refuses %s', (id) => {
    expect(parseBannerId(id)).toBeNull();
  });
});

describe('dismissibleBannerWeeks', () => {
  it('holds this week and last week in every time zone', () => {
    // Sunday 23:30 UTC: Monday already in Asia/Tokyo, still Sunday in America/Los_Angeles.
    expect([...dismissibleBannerWeeks(new Date('2026-11-29T23:30:00Z'))].sort()).toEqual([
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
    expect([...dismissibleBannerWeeks(new Date('2026-11-25T12:00:00Z'))].sort()).toEqual([
      '2026-11-16',
      '2026-11-23',
    ]);
  });
});
