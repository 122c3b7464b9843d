import { describe, expect, it } from 'vitest';
import { COURSE_PAGE_DEFAULT, COURSE_PAGE_MAX, courseListQuerySchema } from './catalog-api.ts';

describe('courseListQuerySchema', () => {
  it('defaults to everything, first page', () => {
    expect(courseListQuerySchema.parse({})).toEqual({
      search: '',
      category: 'all',
      provider: 'all',
      level: 'all',
      price: 'all',
      offset: 0,
      limit: COURSE_PAGE_DEFAULT,
    });
  });

  it('reads numbers from query strings', () => {
    const q = courseListQuerySchema.parse({ offset: '48', limit: '60', level: 'Advanced', price: 'Free' });
    expect(q).toMatchObject({ offset: 48, limit: 60, level: 'Advanced', price: 'Free' });
  });

  it.each([
    [{ limit: '0' }],
    [{ limit: String(COURSE_PAGE_MAX + 1) }],
    [{ limit: '2.5' }],
    [{ offset: '-1' }],
    [{ offset: 'abc' }],
    [{ level: 'Expert' }],
    [{ level: 'beginner' }],
    [{ price: 'Cheap' }],
    [{ category: '' }],
    [{ provider: '   ' }],
    [{ search: 'x'.repeat(201) }],
  ])('rejects %j', (query) => {
    expect(courseListQuerySchema.safeParse(query).success).toBe(false);
  });
});
