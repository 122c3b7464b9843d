import { skillKey } from '../skill-lexicon.ts';
import type { Concept } from './concept.ts';
import { CONCEPTS_PART_1 } from './part-1.ts';
import { CONCEPTS_PART_2 } from './part-2.ts';
import { CONCEPTS_PART_3 } from './part-3.ts';
import { CONCEPTS_PART_4 } from './part-4.ts';

export type { Concept } from './concept.ts';

/** The whole concept base (the parts split it only to keep files short). */
export const CONCEPTS: readonly Concept[] = [
  ...CONCEPTS_PART_1,
  ...CONCEPTS_PART_2,
  ...CONCEPTS_PART_3,
  ...CONCEPTS_PART_4,
];

/** The concepts of each skill, by the skill's lexicon key ('Data modeling' and 'data-modeling' are one). */
export const CONCEPTS_BY_SKILL: ReadonlyMap<string, readonly Concept[]> = (() => {
  const map = new Map<string, Concept[]>();
  for (const concept of CONCEPTS) {
    const key = skillKey(concept.skill);
    const list = map.get(key);
    if (list) list.push(concept);
    else map.set(key, [concept]);
  }
  return map;
})();

/** The concepts of a skill, or none. */
export function conceptsOf(skill: string): readonly Concept[] {
  return CONCEPTS_BY_SKILL.get(skillKey(skill)) ?? [];
}
