/**
 * File names for the documents the AI builders produce. Letters and digits of any script stay
 * (so "José Núñez" keeps its accents); every run of anything else becomes one underscore, and
 * underscores at either end go. Each part is capped so a pasted paragraph cannot make a name
 * longer than file systems allow.
 */

const PART_MAX = 60;

export function fileNamePart(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, PART_MAX)
    .replace(/_+$/, '');
}

function joinParts(parts: string[], extension: string): string {
  return `${parts.filter(Boolean).join('_')}.${extension}`;
}

/** "Jane Doe" → "Jane_Doe_CV.txt" (or .pdf); a name of symbols only gives "CV.txt". */
export function cvFileName(fullName: string, extension: 'txt' | 'pdf'): string {
  return joinParts([fileNamePart(fullName), 'CV'], extension);
}

/** "Jane Doe", "Acme" → "Jane_Doe_Cover_Letter_Acme.txt". */
export function coverLetterFileName(
  fullName: string,
  company: string,
  extension: 'txt' | 'pdf' = 'txt',
): string {
  return joinParts([fileNamePart(fullName), 'Cover_Letter', fileNamePart(company)], extension);
}
