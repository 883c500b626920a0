/**
 * Loading a route's Lambda module starts no Intl (docs/performance.md#cold-starts): the first
 * use of Intl, `toLocaleString` or `localeCompare` initialises ICU, about 30 ms of CPU, so it
 * belongs in the call that needs it (time-zone math, a message with a formatted number), never at
 * import, where every cold start of the function pays it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../shared/contract/api';
import { routeEntry } from '../../infra/lib/route-function';

const uses: string[] = [];
const restore: (() => void)[] = [];

function watch<T extends object>(owner: T, key: keyof T & string, label: string): void {
  const original = owner[key] as unknown as (...args: unknown[]) => unknown;
  const descriptor = Object.getOwnPropertyDescriptor(owner, key)!;
  const watched = new Proxy(original, {
    apply(target, self, args) {
      uses.push(label);
      return Reflect.apply(target, self, args);
    },
    construct(target, args) {
      uses.push(label);
      return Reflect.construct(target, args) as object;
    },
  });
  Object.defineProperty(owner, key, { ...descriptor, value: watched });
  restore.push(() => Object.defineProperty(owner, key, descriptor));
}

beforeAll(() => {
  for (const name of ['DateTimeFormat', 'NumberFormat', 'Collator', 'Segmenter'] as const) {
    watch(Intl, name, `Intl.${name}`);
  }
  watch(Number.prototype, 'toLocaleString', 'Number.prototype.toLocaleString');
  watch(Date.prototype, 'toLocaleString', 'Date.prototype.toLocaleString');
  watch(String.prototype, 'localeCompare', 'String.prototype.localeCompare');
});

afterAll(() => {
  for (const undo of restore.reverse()) undo();
});

describe('route modules', () => {
  it('load without starting Intl', { timeout: 60_000 }, async () => {
    const loaded: string[] = [];
    for (const route of Object.values(routes)) {
      const module = (await import(routeEntry(route))) as { handler?: unknown };
      expect(typeof module.handler, route.id).toBe('function');
      loaded.push(route.id);
    }
    expect(loaded.length).toBe(Object.keys(routes).length);
    expect(uses).toEqual([]);
  });
});
