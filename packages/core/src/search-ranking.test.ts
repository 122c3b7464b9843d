import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Course } from './course.ts';
import { searchCatalogueRanked } from './course-ranking.ts';
import { searchCatalogue } from './course-search.ts';
import { SEARCH_ALIASES } from './search-aliases.ts';
import {
  codesOf,
  isSingleWordQuery,
  paddedWordsOf,
  rankingQuery,
  relevanceKey,
  singleWordKey,
  wordsOf,
} from './search-ranking.ts';
import { allowedEdits, buildVocabulary, editDistance } from './spelling.ts';

let nextId = 1;
function course(title: string, more: Partial<Course> = {}): Course {
  return {
    id: nextId++,
    title,
    provider: 'Acme',
    category: 'Cloud Computing',
    level: 'Beginner',
    price: 'Paid',
    description: '',
    skills: [],
    link: 'https://example.org/',
    ...more,
  };
}

const titles = (catalogue: readonly Course[], search: string) =>
  searchCatalogueRanked(catalogue, search).results.map((c) => c.title);

describe('the relevance ranking of a search', () => {
  it('puts results holding every query word above those holding some (title order would not)', () => {
    const catalogue = [
      course('Azure Basics'),
      course('Zebra Fundamentals', { description: 'azure' }),
      course('B'),
    ];
    expect(titles(catalogue, 'azure fundamentals')[0]).toBe('Zebra Fundamentals');
  });

  it('puts the words as a phrase in the title above the same words scattered', () => {
    const catalogue = [course('Data for Google Analytics'), course('Google Data Analytics Certificate')];
    expect(titles(catalogue, 'google data analytics')).toEqual([
      'Google Data Analytics Certificate',
      'Data for Google Analytics',
    ]);
  });

  it('puts an exact title above a longer title holding it', () => {
    const catalogue = [
      course('AWS Cloud Practitioner Essentials Lab'),
      course('AWS Cloud Practitioner Essentials'),
    ];
    expect(titles(catalogue, 'aws cloud practitioner essentials')[0]).toBe(
      'AWS Cloud Practitioner Essentials',
    );
  });

  it('puts a course carrying a typed exam code first, with or without its hyphen', () => {
    const catalogue = [
      course('Azure Fundamentals Practice', { description: 'Prepare for the az-900 exam.' }),
      course('Microsoft Certified: Azure Fundamentals (AZ-900)'),
    ];
    for (const search of ['az-900', 'AZ900', 'azure fundamentals az-900']) {
      expect(titles(catalogue, search)[0]).toBe('Microsoft Certified: Azure Fundamentals (AZ-900)');
    }
    expect(
      titles([course('Intro to Kubernetes'), course('Certified Kubernetes Administrator (CKA)')], 'cka'),
    ).toEqual(['Certified Kubernetes Administrator (CKA)']);
  });

  it('puts query words that are whole title words above the same letters inside a word', () => {
    const catalogue = [course('JavaScript Basics', { skills: ['Java'] }), course('Java Basics')];
    expect(titles(catalogue, 'java')[0]).toBe('Java Basics');
  });

  it('puts the title the query covers most first ("CompTIA Security+" before a longer title)', () => {
    const catalogue = [course('CompTIA CertMaster Learn for Security+'), course('CompTIA Security+')];
    expect(titles(catalogue, 'security+')[0]).toBe('CompTIA Security+');
  });

  it("takes the spec's score as the base: a skill match outranks a description match", () => {
    const catalogue = [
      course('Course A', { description: 'uses terraform' }),
      course('Course B', { skills: ['Terraform'] }),
    ];
    expect(titles(catalogue, 'terraform')).toEqual(['Course B', 'Course A']);
  });

  it('breaks ties by title A-Z, and keeps title order without a query or when asked', () => {
    const catalogue = [course('Beta Cloud'), course('Alpha Cloud')];
    expect(titles(catalogue, 'cloud')).toEqual(['Alpha Cloud', 'Beta Cloud']);
    expect(titles(catalogue, '')).toEqual(['Alpha Cloud', 'Beta Cloud']);
    const sorted = searchCatalogueRanked(catalogue, 'beta cloud', undefined, {
      sort: 'title',
      asTyped: false,
    });
    expect(sorted.results.map((c) => c.title)).toEqual(['Alpha Cloud', 'Beta Cloud']);
  });

  it("keeps the spec's inclusion rule for a search as typed", () => {
    const catalogue = [course('Alpha'), course('Beta', { description: 'alpha' }), course('Gamma')];
    expect(searchCatalogueRanked(catalogue, 'alph zzz').results).toHaveLength(
      searchCatalogue(catalogue, 'alph zzz').length,
    );
  });

  it('ranks small words ("of", "the") only as part of a phrase', () => {
    const query = rankingQuery('The University of Chicago');
    expect(query.words).toEqual(['university', 'chicago']);
    expect(query.readings).toEqual(['the university of chicago']);
    expect(rankingQuery('of the').words).toEqual(['of', 'the']);
  });
});

describe('words and codes', () => {
  it('splits titles on separators and trims punctuation, keeping inner punctuation', () => {
    expect(wordsOf('Fundamentals of Accelerated Computing with CUDA C/C++')).toContain('c++');
    expect(wordsOf('Security, Compliance, and Identity (SC-900)')).toEqual([
      'security',
      'compliance',
      'and',
      'identity',
      'sc-900',
    ]);
    expect(wordsOf('Node.js and .NET – a tour.')).toEqual(['node.js', 'and', '.net', 'a', 'tour']);
  });

  it('finds codes: letters and digits together, and acronyms in parentheses', () => {
    expect(codesOf('Oracle Cloud Infrastructure Foundations Associate (1Z0-1085)')).toEqual(['1z01085']);
    expect(codesOf('Certified Kubernetes Administrator (CKA)')).toEqual(['cka']);
    expect(codesOf('IBM Business Intelligence (BI) Analyst')).toEqual([]);
    expect(codesOf('Linux', ['RHCSA exam EX200'])).toEqual(['ex200']);
  });

  it('pads the words wordsOf cuts with single spaces, reading a title of printable ASCII in place', () => {
    const text = fc
      .array(fc.constantFrom(...'aZ9 0-./,;:()[]{}"“”!?|+#\t_\'&é'.split(''), 'C++', '.NET', 'İ'), {
        maxLength: 30,
      })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(text, fc.string()), (t) => {
        expect(paddedWordsOf(t)).toBe(['', ...wordsOf(t), ''].join(' '));
      }),
      { numRuns: 5000 },
    );
    expect(paddedWordsOf('Intro to C++ (AZ-900): .NET, Node.js!')).toBe(' intro to c++ az-900 .net node.js ');
    expect(paddedWordsOf('---')).toBe(' ');
    expect(paddedWordsOf('x'.repeat(600))).toBe(` ${'x'.repeat(600)} `);
  });

  it('finds the codes among the words wordsOf cuts, in their order, without cutting every word', () => {
    // The rule as first written: every word of each text holding a digit, tested whole.
    const code = /^(?=.*\p{L})(?=.*\p{N})[\p{L}\p{N}-]{3,}$/u;
    const byWords = (title: string, skills: string[]) => {
      const codes = new Set<string>();
      for (const text of [title, ...skills])
        if (/\p{N}/u.test(text))
          for (const w of wordsOf(text)) if (code.test(w)) codes.add(w.toLowerCase().replaceAll('-', ''));
      for (const m of title.matchAll(/\(([A-Z][A-Z0-9-]{2,9})\)/g))
        codes.add(m[1]!.toLowerCase().replaceAll('-', ''));
      return [...codes];
    };
    const text = fc
      .array(fc.constantFrom(...'aZ9 0-./,;:()[]{}"“”!?|+#\tΣσİé٣_'.split(''), 'AZ-900', 'Σ1'), {
        maxLength: 24,
      })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, fc.array(text, { maxLength: 3 }), (title, skills) => {
        expect(codesOf(title, skills)).toEqual(byWords(title, skills));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('other names', () => {
  it.each(SEARCH_ALIASES.map((set) => [set.join(' / '), set] as const))(
    '%s: each name finds a course titled with any other',
    (_, set) => {
      for (const typed of set) {
        for (const other of set) {
          if (other === typed) continue;
          const catalogue = [course(`Learn ${other} today`), course('Unrelated')];
          expect(titles(catalogue, typed), `${typed} -> ${other}`).toContain(`Learn ${other} today`);
        }
      }
    },
  );

  it('matches other names only as whole words: "ml" is not found in "HTML"', () => {
    const catalogue = [course('HTML Basics'), course('Machine Learning Basics')];
    expect(titles(catalogue, 'machine learning')).toEqual(['Machine Learning Basics']);
  });
});

describe('spelling correction', () => {
  const catalogue = [
    course('Certified Kubernetes Administrator (CKA)'),
    course('Tableau Desktop Specialist'),
    course('Python for Everybody'),
  ];

  it('corrects a word found nowhere to the nearest catalogue word, and says so', () => {
    const result = searchCatalogueRanked(catalogue, 'kubernets administrator');
    expect(result.correctedSearch).toBe('kubernetes administrator');
    expect(result.results[0]!.title).toBe('Certified Kubernetes Administrator (CKA)');
    expect(searchCatalogueRanked(catalogue, 'tablaeu').correctedSearch).toBe('tableau');
    expect(searchCatalogueRanked(catalogue, 'pyhton').correctedSearch).toBe('python');
  });

  it('does not correct words found somewhere, short words, codes, other names, or a search as typed', () => {
    expect(searchCatalogueRanked(catalogue, 'python').correctedSearch).toBeNull();
    expect(searchCatalogueRanked(catalogue, 'pyth').correctedSearch).toBeNull();
    expect(searchCatalogueRanked(catalogue, 'cka9').correctedSearch).toBeNull();
    expect(searchCatalogueRanked(catalogue, 'k8s').correctedSearch).toBeNull();
    expect(
      searchCatalogueRanked(catalogue, 'kubernets', undefined, { sort: 'relevance', asTyped: true }),
    ).toEqual({
      results: [],
      correctedSearch: null,
    });
  });

  it('allows one edit for words of 4 to 7 letters, two for longer, none below 4 or with digits', () => {
    expect([
      allowedEdits('sql'),
      allowedEdits('java'),
      allowedEdits('pyhton'),
      allowedEdits('kubernets'),
    ]).toEqual([0, 1, 1, 2]);
    expect(allowedEdits('az900')).toBe(0);
    expect(editDistance('tablaeu', 'tableau', 2)).toBe(1);
    expect(editDistance('kubernets', 'kubernetes', 2)).toBe(1);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });

  it('prefers the word more results hold on a tie', () => {
    const vocabulary = buildVocabulary([['data'], ['data'], ['date']], wordsOf);
    expect(vocabulary.nearest('datx')).toBe('data');
  });
});

describe('the key of a query of single words', () => {
  it('equals the full key, and asks for it exactly when every word is a title word', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('python', 'risk value', 'data science projects', 'the art of cooking'),
        fc.array(fc.integer({ min: 0, max: 300 * 8 + 7 }), { minLength: 3, maxLength: 3 }),
        fc.integer({ min: 0, max: 40 }),
        (search, hits, titleWordCount) => {
          const query = rankingQuery(search);
          expect(isSingleWordQuery(query)).toBe(true);
          const key = singleWordKey(query, hits, titleWordCount);
          const everyTitleWord = query.groups.every((g) => {
            const h = hits[g.alternatives[0]![0]!]!;
            return ((h & 2) !== 0 || h >= 8) && (h & 3) !== 0;
          });
          expect(key === -1).toBe(everyTitleWord);
          if (key !== -1)
            expect(key).toBe(relevanceKey(query, hits, titleWordCount, () => ' never read ', 0));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('is not used for a query with another name or a word of several words', () => {
    expect(isSingleWordQuery(rankingQuery('aws cloud'))).toBe(false);
    expect(isSingleWordQuery(rankingQuery('kubernetes security'))).toBe(false);
  });
});
