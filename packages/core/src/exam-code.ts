/**
 * Many catalogue titles already end with the vendor's exam code: 'Microsoft Certified: Azure
 * Administrator Associate (AZ-104)', 'Oracle Database SQL (1Z0-071)', 'Red Hat Certified System
 * Administrator (RHCSA) exam (EX200)'. Read from there, the code becomes a field a course page can
 * show and a search can match, without restating it by hand.
 *
 * Training course numbers in the same place are not exam codes: Linux Foundation's LFS101, Red
 * Hat's RH124 or DO180, Palo Alto Networks' EDU-210.
 */
const EXAM_CODE_AT_END = /\(([A-Z0-9]{2,4}-[A-Z]?\d{3,4}|EX\d{3})\)\s*$/;
const NOT_EXAM_PREFIXES = ['EDU-'];

/** The exam code a title names, or undefined. */
export function examCodeInTitle(title: string): string | undefined {
  const code = EXAM_CODE_AT_END.exec(title)?.[1];
  if (!code || NOT_EXAM_PREFIXES.some((prefix) => code.startsWith(prefix))) return undefined;
  return code;
}

/** Each course with its exam code filled from its title where it has none. */
export function withExamCodes<T extends { title: string; examCode?: string }>(courses: readonly T[]): T[] {
  return courses.map((course) => {
    if (course.examCode) return course;
    const examCode = examCodeInTitle(course.title);
    return examCode ? { ...course, examCode } : course;
  });
}
