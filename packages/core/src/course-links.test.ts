import { describe, expect, it } from 'vitest';
import { courseLinkDomains, isProviderHomePage, isSearchPage, judgeCourseLinks } from './course-links.ts';

const course = (id: number, link: string, provider = 'AWS') => ({
  id,
  title: `Course ${id}`,
  provider,
  link,
});

describe('course links', () => {
  it('takes site searches for search pages, whatever the site calls its query', () => {
    expect(isSearchPage('https://aws.amazon.com/search/?searchQuery=cloud')).toBe(true);
    expect(isSearchPage('https://learn.microsoft.com/en-us/search/?terms=Fabric')).toBe(true);
    expect(isSearchPage('https://www.cloudskillsboost.google/catalog?keywords=data')).toBe(true);
    expect(isSearchPage('https://search.cisco.com/anything')).toBe(true);
    expect(isSearchPage('https://www.ibm.com/search?q=data')).toBe(true);
    expect(isSearchPage('https://aws.amazon.com/certification/certified-cloud-practitioner/')).toBe(false);
    expect(isSearchPage('https://www.coursera.org/learn/research-methods?utm_source=x')).toBe(false);
  });

  it('takes the directory website and a bare domain for home pages', () => {
    expect(isProviderHomePage('https://aws.amazon.com/training', 'AWS')).toBe(true);
    expect(isProviderHomePage('https://www.coursera.org/', 'IBM')).toBe(true);
    expect(
      isProviderHomePage('https://aws.amazon.com/certification/certified-cloud-practitioner/', 'AWS'),
    ).toBe(false);
  });

  it("allows the vendor's own domains and its publishing platforms only", () => {
    expect(courseLinkDomains('AWS')).toEqual(
      expect.arrayContaining(['amazon.com', 'skillbuilder.aws', 'coursera.org']),
    );
    expect(courseLinkDomains('Hugging Face')).toContain('huggingface.co');
  });

  it('judges each course once, under its first fault, and counts course pages', () => {
    const report = judgeCourseLinks([
      course(1, 'https://aws.amazon.com/certification/certified-cloud-practitioner/'),
      course(2, 'http://aws.amazon.com/certification/certified-developer-associate/'),
      course(3, 'https://example.com/aws-course'),
      course(4, 'https://aws.amazon.com/search/?searchQuery=x'),
      course(5, 'https://aws.amazon.com/training/'),
      course(6, 'https://www.coursera.org/learn/aws-fundamentals'),
      course(7, 'https://coursera.org/learn/aws-fundamentals/'),
    ]);
    expect(report.total).toBe(7);
    expect(report.coursePages).toBe(1);
    const ids = (kind: keyof typeof report.byKind) => report.byKind[kind].map((c) => c.id);
    expect(ids('course page')).toEqual([1]);
    expect(ids('not https')).toEqual([2]);
    expect(ids('other domain')).toEqual([3]);
    expect(ids('search page')).toEqual([4]);
    expect(ids('home page')).toEqual([5]);
    // The same page spelled with and without www. and a trailing slash is one page.
    expect(ids('shared')).toEqual([6, 7]);
  });

  it("takes a page above another course's page for a catalogue page, unless its query names the page", () => {
    const report = judgeCourseLinks([
      course(1, 'https://grow.google/certificates/', 'Google'),
      course(2, 'https://grow.google/certificates/data-analytics/', 'Google'),
      course(3, 'https://grow.google/certificates-extra/', 'Google'),
      course(
        4,
        'https://nowlearning.servicenow.com/lxp?id=kb_article_view&sysparm_article=KB1',
        'ServiceNow',
      ),
      course(5, 'https://nowlearning.servicenow.com/lxp/en/pages/x', 'ServiceNow'),
    ]);
    expect(report.byKind['catalogue page'].map((c) => c.id)).toEqual([1]);
    expect(report.coursePages).toBe(4);
  });
});
