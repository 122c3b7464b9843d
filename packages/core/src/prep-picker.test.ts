import { describe, expect, it } from 'vitest';
import { matchesPrepPicker, PREP_PICKER_ALL, PREP_PICKER_MATCHES, prepPickerQuery } from './prep-picker.ts';

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
});
