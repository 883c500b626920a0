import { describe, expect, it } from 'vitest';
import * as z from './zod';

// This file imports no classic zod (which would install the English locale itself), so it checks
// that shared/zod installs it for the mini API the contract and the server use.
describe('shared/zod', () => {
  it("gives zod's English default messages", () => {
    const schema = z.object({ name: z.string(), count: z.int().check(z.gte(1)) });
    const result = schema.safeParse({ name: 1, count: 0 });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'Invalid input: expected string, received number'],
      ['count', 'Too small: expected number to be >=1'],
    ]);
  });
});
