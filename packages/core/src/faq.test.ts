import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FaqGroup, faqGroups, faqItemMatches, searchFaqs } from './faq.ts';

const item = { question: 'How do I enrol in a course?', answer: 'Follow the link to the Provider website.' };
const countItems = (groups: readonly FaqGroup[]) => groups.reduce((sum, g) => sum + g.items.length, 0);

describe('faq content', () => {
  it('has the three Help Center groups in order, each with 4 to 6 questions', () => {
    expect(faqGroups.map((g) => g.title)).toEqual([
      'Getting Started',
      'Courses & Certifications',
      'Account & Technical',
    ]);
    for (const group of faqGroups) {
      expect(group.items.length).toBeGreaterThanOrEqual(4);
      expect(group.items.length).toBeLessThanOrEqual(6);
    }
  });

  it('has no duplicate or blank questions', () => {
    const questions = faqGroups.flatMap((g) => g.items.map((i) => i.question));
    expect(new Set(questions).size).toBe(questions.length);
    for (const g of faqGroups) {
      for (const i of g.items) {
        expect(i.question.trim()).not.toBe('');
        expect(i.answer.trim()).not.toBe('');
      }
    }
  });
});

describe('faqItemMatches', () => {
  it('matches a substring of the question', () => {
    expect(faqItemMatches(item, 'enrol')).toBe(true);
  });

  it('matches a substring of the answer', () => {
    expect(faqItemMatches(item, 'website')).toBe(true);
  });

  it('ignores case on both sides', () => {
    expect(faqItemMatches(item, 'PROVIDER')).toBe(true);
    expect(faqItemMatches(item, 'provider')).toBe(true);
    expect(faqItemMatches(item, 'hOw Do')).toBe(true);
  });

  it('matches inside words, not only whole words', () => {
    expect(faqItemMatches(item, 'rovi')).toBe(true);
  });

  it('does not match text found in neither field', () => {
    expect(faqItemMatches(item, 'zebra')).toBe(false);
  });

  it('requires the whole query as one substring, not its words separately', () => {
    expect(faqItemMatches(item, 'course website')).toBe(false);
  });

  it('matches everything for an empty or blank query', () => {
    expect(faqItemMatches(item, '')).toBe(true);
    expect(faqItemMatches(item, '   ')).toBe(true);
  });

  it('ignores surrounding spaces', () => {
    expect(faqItemMatches(item, '  enrol ')).toBe(true);
  });

  it('always matches any substring of the question or answer, in any case', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.string(),
        fc.nat(),
        fc.nat(),
        fc.boolean(),
        (question, answer, a, b, inAnswer) => {
          const source = inAnswer ? answer : question;
          if (source.length === 0) return;
          const start = a % source.length;
          const end = start + 1 + (b % (source.length - start));
          const needle = source.slice(start, end);
          if (!needle.trim()) return;
          const target = { question, answer };
          // The trimmed needle is still a substring of the source, so it must match.
          expect(faqItemMatches(target, needle.toUpperCase())).toBe(
            faqItemMatches(target, needle.toLowerCase()),
          );
          expect(faqItemMatches(target, needle)).toBe(true);
        },
      ),
    );
  });
});

describe('searchFaqs', () => {
  it('returns every group and item for an empty query', () => {
    expect(searchFaqs(faqGroups, '')).toEqual(
      faqGroups.map((g) => ({ title: g.title, items: [...g.items] })),
    );
  });

  it('keeps only matching items and drops empty groups', () => {
    const result = searchFaqs(faqGroups, 'password');
    expect(result.length).toBeGreaterThan(0);
    expect(result.map((g) => g.title)).toContain('Account & Technical');
    for (const group of result) {
      expect(group.items.length).toBeGreaterThan(0);
      for (const i of group.items) expect(`${i.question} ${i.answer}`.toLowerCase()).toContain('password');
    }
    expect(countItems(result)).toBeLessThan(countItems(faqGroups));
  });

  it('finds an item by a word that appears only in its answer', () => {
    const result = searchFaqs(faqGroups, 'TRAILHEAD');
    const items = result.flatMap((g) => g.items);
    expect(items.length).toBe(1);
    expect(items[0]!.question.toLowerCase()).not.toContain('trailhead');
  });

  it('returns no groups for a query nothing contains', () => {
    expect(searchFaqs(faqGroups, 'xyzzy-no-such-answer')).toEqual([]);
  });

  it('puts the questions holding the words first, and the groups by their best question', () => {
    const questions = (query: string) =>
      searchFaqs(faqGroups, query).map((g) => g.items.map((i) => i.question));
    expect(questions('password')).toEqual([
      ['I forgot my password. What should I do?', 'How do I create an account?'],
    ]);
    const courses = searchFaqs(faqGroups, 'courses');
    expect(courses.map((g) => g.title)).toEqual(['Courses & Certifications', 'Getting Started']);
    expect(courses[0]!.items[0]!.question).toBe('Where do the courses come from?');
    expect(searchFaqs(faqGroups, 'AI')[0]!.items[0]!.question).toBe('Which AI tools are available?');
  });

  it('keeps the page order between equally good matches', () => {
    const groups: FaqGroup[] = [
      { title: 'One', items: [{ question: 'Plans', answer: 'About billing.' }] },
      {
        title: 'Two',
        items: [
          { question: 'Billing', answer: 'Invoices.' },
          { question: 'Refunds', answer: 'See billing.' },
          { question: 'Billing', answer: 'Receipts.' },
        ],
      },
    ];
    expect(searchFaqs(groups, 'billing')).toEqual([
      { title: 'Two', items: [groups[1]!.items[0], groups[1]!.items[2], groups[1]!.items[1]] },
      { title: 'One', items: [groups[0]!.items[0]] },
    ]);
  });

  it('keeps group order and item order without a query', () => {
    const result = searchFaqs(faqGroups, ' ');
    const titles = faqGroups.map((g) => g.title).filter((t) => result.some((r) => r.title === t));
    expect(result.map((g) => g.title)).toEqual(titles);
    for (const group of result) {
      const original = faqGroups.find((g) => g.title === group.title)!;
      const positions = group.items.map((i) => original.items.indexOf(i));
      expect(positions).toEqual([...positions].sort((x, y) => x - y));
    }
  });
});
