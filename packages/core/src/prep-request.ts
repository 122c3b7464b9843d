import type { MaterialType, PrepRequest } from './ai-api.ts';
import { PREP_SKILLS_MAX } from './ai-limits.ts';
import type { Course } from './course.ts';

/**
 * The study-material request for a catalogue course: the course's own title, provider, category,
 * level, description and skills (as many as the API takes). Without zod, so pages can use it.
 */
export function prepRequestFor(
  course: Pick<Course, 'title' | 'provider' | 'category' | 'level' | 'description' | 'skills'>,
  materialType: MaterialType,
): PrepRequest {
  return {
    courseTitle: course.title,
    provider: course.provider,
    category: course.category,
    level: course.level,
    description: course.description,
    skills: course.skills.slice(0, PREP_SKILLS_MAX),
    materialType,
  };
}
