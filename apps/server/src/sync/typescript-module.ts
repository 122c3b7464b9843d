import type { Course } from '@app/core/course';
import type { LiveSourceInfo } from '@app/core/live-sync';

/**
 * The 'Download as File' module: a typed, importable TypeScript file of a snapshot's courses
 * (`export const microsoftLearnCourses: Course[] = [...]`). It declares its own Course interface,
 * the same shape as the product's, so it compiles anywhere. Yields the text in pieces so a large
 * snapshot streams instead of being built as one string.
 */
export function* renderCoursesModule(
  info: LiveSourceInfo,
  snapshot: { id: number; fetchedAt: Date; courses: readonly Course[] },
): Generator<string> {
  const when = snapshot.fetchedAt.toISOString();
  const n = snapshot.courses.length;
  yield `// ${info.fileName}: ${n} ${info.label} course${n === 1 ? '' : 's'} synced on ${when} (snapshot ${snapshot.id}).
// Produced by the SkillBridge admin panel from the live catalogue sync.

export interface Course {
  id: string | number;
  title: string;
  provider: string;
  providerLogo?: string;
  category: string;
  level: 'Beginner' | 'Intermediate' | 'Advanced';
  price: string;
  description: string;
  skills: string[];
  duration?: string;
  link: string;
  image?: string;
}

/** When these courses were fetched from ${info.label}. */
export const ${info.exportName}SyncedAt = ${JSON.stringify(when)};

export const ${info.exportName}: Course[] = [
`;
  let chunk = '';
  for (const course of snapshot.courses) {
    chunk += `  ${JSON.stringify(course)},\n`;
    if (chunk.length > 64 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}];

export default ${info.exportName};
`;
}
