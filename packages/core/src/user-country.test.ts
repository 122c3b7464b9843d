import { describe, expect, it } from 'vitest';
import { userCountry } from './user-country.ts';

const code = (text: string) => userCountry(text)?.code ?? null;

describe('userCountry', () => {
  it('reads where the user lives from their words', () => {
    expect(code('I live in Ireland and want to study here.')).toBe('IE');
    expect(code("I'm based in the UK")).toBe('GB');
    expect(code('Originally from Nigeria')).toBe('NG');
    expect(code('Moving to Canada next year')).toBe('CA');
    expect(code('I grew up in Northern Ireland')).toBe('GB');
  });

  it('prefers the country the user lives in over one merely named', () => {
    expect(code('I admire companies in the USA, but I live in India.')).toBe('IN');
    expect(code('Interested in Japan and Korea')).toBe('JP');
  });

  it('reads "US" only in capitals, never the pronoun "us"', () => {
    expect(code('Tell us what you think')).toBeNull();
    expect(code('I am in the US')).toBe('US');
    expect(code('Let me know')).toBeNull();
  });

  it('does not read a country inside another word', () => {
    expect(code('Indiana Jones and chilean sea bass')).toBeNull();
  });
});
