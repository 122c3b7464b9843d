import { describe, expect, it } from 'vitest';
import { coverLetterFileName, cvFileName, fileNamePart } from './document-file-name.ts';

describe('document file names', () => {
  it('names a CV after the full name', () => {
    expect(cvFileName('Jane Doe', 'txt')).toBe('Jane_Doe_CV.txt');
    expect(cvFileName('Jane Doe', 'pdf')).toBe('Jane_Doe_CV.pdf');
  });

  it('turns every run of non-alphanumerics into one underscore and trims them at the ends', () => {
    expect(fileNamePart("  Mary-Jane  O'Neil, Jr. ")).toBe('Mary_Jane_O_Neil_Jr');
    expect(fileNamePart('a/b\\c:d*e?f"g<h>i|j')).toBe('a_b_c_d_e_f_g_h_i_j');
    expect(fileNamePart('../../etc/passwd')).toBe('etc_passwd');
  });

  it('keeps letters of any script', () => {
    expect(cvFileName('José Núñez', 'txt')).toBe('José_Núñez_CV.txt');
    expect(cvFileName('王 小明', 'txt')).toBe('王_小明_CV.txt');
  });

  it('falls back to the document kind when the name has no letters', () => {
    expect(cvFileName('!!!', 'txt')).toBe('CV.txt');
    expect(coverLetterFileName('', '')).toBe('Cover_Letter.txt');
  });

  it('caps each part', () => {
    const name = cvFileName('x'.repeat(500), 'txt');
    expect(name).toBe(`${'x'.repeat(60)}_CV.txt`);
    expect(fileNamePart(`${'a'.repeat(59)} b`)).toBe('a'.repeat(59));
  });

  it('names a cover letter from the name and the company', () => {
    expect(coverLetterFileName('Jane Doe', 'Acme')).toBe('Jane_Doe_Cover_Letter_Acme.txt');
    expect(coverLetterFileName('Jane Doe', 'Acme & Sons, Inc.')).toBe(
      'Jane_Doe_Cover_Letter_Acme_Sons_Inc.txt',
    );
  });
});
