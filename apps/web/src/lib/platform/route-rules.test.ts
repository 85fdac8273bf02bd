import { describe, expect, it } from 'vitest';
import { readBuildInfo, readBuildMeta, readRouteRules } from './route-rules.ts';

describe('build files, read without Zod at start-up', () => {
  it('reads the route rules, keeping only each rule’s target', () => {
    expect(readRouteRules({})).toEqual({});
    expect(
      readRouteRules({ '/old': { redirect: '/new' }, '/docs/**': { redirect: 'https://x.test', note: 1 } }),
    ).toEqual({ '/old': { redirect: '/new' }, '/docs/**': { redirect: 'https://x.test' } });
  });

  it('refuses rules without a target, and anything that is not a map of rules', () => {
    for (const value of [
      { '/old': { redirect: '' } },
      { '/old': { to: '/new' } },
      { '/old': '/new' },
      [{ redirect: '/new' }],
      null,
      'rules',
    ]) {
      expect(readRouteRules(value)).toBeNull();
    }
  });

  it('reads latest.json and a build’s meta file', () => {
    expect(readBuildInfo({ id: 'abc-1', timestamp: 5 })).toEqual({ id: 'abc-1', timestamp: 5 });
    expect(readBuildInfo({ id: '', timestamp: 5 })).toBeNull();
    expect(readBuildInfo({ id: 'abc-1' })).toBeNull();
    expect(readBuildInfo('<html>')).toBeNull();
    expect(readBuildMeta({ id: 'abc-1', timestamp: 5, routeRules: { '/a': { redirect: '/b' } } })).toEqual({
      id: 'abc-1',
      timestamp: 5,
      routeRules: { '/a': { redirect: '/b' } },
    });
    expect(readBuildMeta({ id: 'abc-1', timestamp: 5 })).toBeNull();
    expect(readBuildMeta({ id: 'abc-1', timestamp: 5, routeRules: { '/a': {} } })).toBeNull();
  });
});
