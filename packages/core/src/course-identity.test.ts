import { describe, expect, it } from 'vitest';
import { courseIdentityFromLink, courseraIdentity, edxIdentity } from './course-identity.ts';

describe('courseIdentityFromLink', () => {
  it('reads a Coursera course page as its slug, whatever the host spelling', () => {
    expect(courseIdentityFromLink('https://www.coursera.org/learn/algorithms-part1')).toBe(
      'coursera:algorithms-part1',
    );
    expect(courseIdentityFromLink('https://coursera.org/learn/Algorithms-Part1/?utm=x#top')).toBe(
      courseraIdentity('algorithms-part1'),
    );
  });

  it('reads an edX run page as the course (org and number), not the run', () => {
    const a = courseIdentityFromLink('https://courses.edx.org/courses/course-v1:MITx+6.00.1x+2T2017/about');
    const b = courseIdentityFromLink('https://www.edx.org/courses/course-v1:MITx+6.00.1x+1T2024');
    expect(a).toBe(edxIdentity('MITx+6.00.1x'));
    expect(b).toBe(a);
  });

  it('reads any other page as host and path, without www, query or trailing slash', () => {
    expect(courseIdentityFromLink('https://ocw.mit.edu/courses/6-006-spring-2020/')).toBe(
      'url:ocw.mit.edu/courses/6-006-spring-2020',
    );
    expect(courseIdentityFromLink('https://www.example.org/a/B?x=1')).toBe('url:example.org/a/b');
    expect(courseIdentityFromLink('https://www.coursera.org/specializations/x')).toBe(
      'url:coursera.org/specializations/x',
    );
  });

  it('is null for what is not a web address', () => {
    expect(courseIdentityFromLink('not a link')).toBeNull();
    expect(courseIdentityFromLink('javascript:alert(1)')).toBeNull();
  });
});
