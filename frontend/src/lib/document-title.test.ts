import { describe, expect, it } from 'vitest';
import { pageTitle, SITE_TITLE } from './document-title';

describe('document titles', () => {
  it("names a page '{page} · Middle' and the site after the product", () => {
    expect(pageTitle('Lead your team')).toBe('Lead your team · Middle');
    expect(SITE_TITLE).toBe('Middle — 1:1 coaching for managers in the middle');
  });
});
