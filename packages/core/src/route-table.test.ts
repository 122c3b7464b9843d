import { describe, expect, it } from 'vitest';
import { matchRoute, routeAddress } from './route-table';

describe('matchRoute', () => {
  it.each([
    ['/', '/', {}],
    ['/courses', '/courses', {}],
    ['/courses/', '/courses', {}],
    ['/Courses', '/courses', {}],
    ['/courses/az-900', '/courses/:id', { id: 'az-900' }],
    ['/courses/a%20b/', '/courses/:id', { id: 'a b' }],
    ['/jobs/42', '/jobs/:id', { id: '42' }],
  ])('matches %s to %s', (pathname, path, params) => {
    expect(matchRoute(pathname)).toEqual({ path, params });
  });

  it.each([
    '/no/such/page',
    '/coursesx',
    '/courses/42/reviews',
    '/dashboard/extra',
    '/courses/%E0%A4%A',
    '/index',
  ])('matches no route for %s', (pathname) => {
    expect(matchRoute(pathname)).toBeUndefined();
  });

  it('spells a matched address as the table does', () => {
    expect(routeAddress(matchRoute('/Courses/a%20b/')!)).toBe('/courses/a%20b');
    expect(routeAddress(matchRoute('/about/')!)).toBe('/about');
  });
});
