import { CAREER_PATHS } from '@app/core/career-paths-data';
import { buildSkillLexicon, type SkillLexicon } from '@app/core/skill-lexicon';
import { SEED_COURSES } from '../catalog/seed-courses/all.ts';

let lexicon: SkillLexicon | undefined;

/**
 * The skills job postings are read for: the career paths' skills (named as the job market names
 * them, so they come first and give the canonical spellings) and the catalogue's course skills,
 * with core's synonyms. Built once, on first use.
 */
export function jobSkillLexicon(): SkillLexicon {
  lexicon ??= buildSkillLexicon([
    CAREER_PATHS.flatMap((p) => p.skills),
    SEED_COURSES.flatMap((c) => c.skills),
  ]);
  return lexicon;
}
