import { describe, expect, it } from 'vitest';
import {
  matchesPrepPicker,
  PREP_PICKER_ALL,
  PREP_PICKER_MATCHES,
  prepPickerMatches,
  prepPickerQuery,
} from './prep-picker.ts';

const course = { title: 'Azure Fundamentals', provider: 'Microsoft', category: 'Cloud Computing' };

describe('prep course picker search', () => {
  it('uses the spec limits', () => {
    expect(PREP_PICKER_ALL).toBe(100);
    expect(PREP_PICKER_MATCHES).toBe(50);
  });

  it('normalises the query by trimming and lowercasing', () => {
    expect(prepPickerQuery('  AzUre ')).toBe('azure');
    expect(prepPickerQuery('   ')).toBe('');
  });

  it('matches title, provider or category case-insensitively, as one substring', () => {
    expect(matchesPrepPicker(course, prepPickerQuery('FUNDAMENTALS'))).toBe(true);
    expect(matchesPrepPicker(course, prepPickerQuery('micro'))).toBe(true);
    expect(matchesPrepPicker(course, prepPickerQuery('cloud comp'))).toBe(true);
    expect(matchesPrepPicker(course, prepPickerQuery('azure cloud'))).toBe(false);
    expect(matchesPrepPicker(course, prepPickerQuery('python'))).toBe(false);
  });

  it('lets everything through without a query', () => {
    expect(matchesPrepPicker(course, '')).toBe(true);
  });

  it('does not search other fields such as the description', () => {
    const withDescription = { ...course, description: 'Learn python' };
    expect(matchesPrepPicker(withDescription, 'python')).toBe(false);
  });

  it('keeps only matches, best first: the title holding the words, then provider and category', () => {
    const courses = [
      { title: 'Networking Basics', provider: 'Cisco', category: 'Cloud Computing' },
      { title: 'Introduction to Cloud', provider: 'Google Cloud', category: 'Cloud Computing' },
      { title: 'Python for Everybody', provider: 'Coursera', category: 'Programming' },
      { title: 'Cloud Practitioner Essentials', provider: 'AWS', category: 'Cloud Computing' },
      { title: 'Cloud', provider: 'Other', category: 'Misc' },
    ];
    expect(prepPickerMatches(courses, prepPickerQuery('Cloud')).map((c) => c.title)).toEqual([
      'Cloud',
      'Introduction to Cloud',
      'Cloud Practitioner Essentials',
      'Networking Basics',
    ]);
    expect(prepPickerMatches(courses, '')).toEqual(courses);
  });

  it('answers at most 50 matches with a query and the first 100 courses without', () => {
    const many = Array.from({ length: 120 }, (_, i) => ({
      title: `Course ${i}`,
      provider: 'P',
      category: 'C',
    }));
    expect(prepPickerMatches(many, 'course')).toHaveLength(PREP_PICKER_MATCHES);
    expect(prepPickerMatches(many, '')).toHaveLength(PREP_PICKER_ALL);
  });
});
