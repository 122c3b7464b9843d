import type { CareerPath } from './career-path.ts';
import { buildSkillLexicon, extractSkills, type SkillLexicon } from './skill-lexicon.ts';

/**
 * The offline AI engine's skill lexicon: the same shape as the jobs board's, so a skill reads the
 * same everywhere. Career-path skills come first because they name skills as the job market does,
 * which makes their spelling the canonical one; catalogue course skills and SKILL_SYNONYMS follow.
 */
export function buildAiLexicon(input: {
  courses: Iterable<{ skills: readonly string[] }>;
  careerPaths: readonly CareerPath[];
}): SkillLexicon {
  const courseSkills: string[] = [];
  for (const course of input.courses) courseSkills.push(...course.skills);
  return buildSkillLexicon([input.careerPaths.flatMap((p) => p.skills), courseSkills]);
}

/**
 * Skills named in free text (a pasted CV, a LinkedIn About section), by their canonical names,
 * most mentioned first, then in order of first mention. Only what the text names is returned.
 */
export function extractProfileSkills(lexicon: SkillLexicon, text: string, limit = 25): string[] {
  return extractSkills(lexicon, { text }, limit);
}
