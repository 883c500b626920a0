/**
 * The page table's links and addresses: a page's link fills its parameters percent-encoded, and
 * the addresses a page renders are its path (any parameter one segment, trailing slashes allowed,
 * with `subpaths` anything below) and nothing else.
 */
import { describe, expect, it } from 'vitest';
import { addressPattern, linksOf, linkTo, PAGES, REDIRECTS } from './pages';

describe('linkTo', () => {
  it('is the path itself for a page without parameters', () => {
    expect(linkTo('/dashboard')).toBe('/dashboard');
  });

  it('fills each parameter in order, percent-encoded', () => {
    expect(linkTo('/dr/:id')('01HZX')).toBe('/dr/01HZX');
    expect(linkTo('/dr/:id')('a b/c')).toBe('/dr/a%20b%2Fc');
    expect(linkTo('/teams/:team/people/:id')('t 1', 'p')).toBe('/teams/t%201/people/p');
  });

  it('gives every page and redirect of the table a link', () => {
    const links = linksOf({ ...PAGES, ...REDIRECTS });
    expect(links.profile).toBe('/profile');
    expect(links.boss('01HZX')).toBe('/boss/01HZX');
    expect(Object.keys(links).sort()).toEqual(
      [...Object.keys(PAGES), ...Object.keys(REDIRECTS)].sort(),
    );
  });
});

describe('addressPattern', () => {
  it("matches a page's path with trailing slashes, a parameter as one segment", () => {
    const person = addressPattern({ path: '/dr/:id' });
    for (const path of ['/dr/01HZX', '/dr/a%20b/', '/dr/x//']) expect(person.test(path)).toBe(true);
    for (const path of ['/dr', '/dr/', '/dr/a/b', '/x/dr/a', '/DR/a']) {
      expect(person.test(path), path).toBe(false);
    }
    expect(addressPattern({ path: '/' }).test('/')).toBe(true);
    expect(addressPattern({ path: '/' }).test('/dashboard')).toBe(false);
  });

  it('matches what lies below a page with subpaths, not a longer name', () => {
    const signIn = addressPattern({ path: '/sign-in', subpaths: true });
    for (const path of ['/sign-in', '/sign-in/', '/sign-in/factor-one']) {
      expect(signIn.test(path), path).toBe(true);
    }
    expect(signIn.test('/sign-in-now')).toBe(false);
  });

  it('takes the characters of a path literally', () => {
    const page = addressPattern({ path: '/a.b+c' });
    expect(page.test('/a.b+c')).toBe(true);
    expect(page.test('/aXbbc')).toBe(false);
  });
});
