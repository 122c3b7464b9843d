import { describe, expect, it } from 'vitest';
import { rankCareerPaths, rankCourses } from './ai-career-advice.ts';
import { buildChatReply, chatPathQuery } from './ai-chat.ts';
import { AI_TEST_COURSES } from './ai-test-courses.ts';
import { formatSalary, searchCareerPaths } from './career-path.ts';
import { CAREER_PATHS } from './career-paths-data.ts';

describe('chatPathQuery', () => {
  it.each([
    ['I want to become a cloud architect', 'cloud architect'],
    ['Hi! I would like to become a data scientist one day.', 'data scientist'],
    ['My dream career is UX design', 'UX design'],
    ['How do I become a penetration tester?', 'penetration tester'],
    ["I'm interested in becoming an AI engineer please", 'AI engineer'],
    ['Tell me about DevOps', 'DevOps'],
    ['cybersecurity', 'cybersecurity'],
  ])('%s → %s', (message, query) => {
    expect(chatPathQuery(message)).toBe(query);
  });
});

/** What the server does: paths found by the message, courses for the best path's skills. */
function reply(message: string) {
  const found = searchCareerPaths(CAREER_PATHS, chatPathQuery(message));
  const paths = rankCareerPaths([], found, { text: message, limit: 3 });
  const fallback = paths.length === 0 ? found.slice(0, 3) : [];
  const ranked =
    paths.length > 0
      ? paths
      : rankCareerPaths(
          fallback.flatMap((p) => p.skills),
          fallback,
          { limit: 3 },
        );
  const courses = ranked[0] ? rankCourses(ranked[0].path.skills, AI_TEST_COURSES, { limit: 4 }) : [];
  return { ranked, courses, out: buildChatReply({ message, skills: [], paths: ranked, courses }) };
}

describe('buildChatReply', () => {
  it('names the best path with its skills, salary and growth, and the courses to start with', () => {
    const { ranked, courses, out } = reply('I want to become a devops engineer');
    const path = ranked[0]!.path;
    expect(path.id).toBe('devops-engineer');
    expect(out.response).toContain(path.title);
    for (const skill of path.skills) expect(out.response).toContain(skill);
    expect(out.response).toContain(formatSalary(path.salary));
    expect(out.response).toContain('very high demand growth');
    expect(courses.length).toBeGreaterThan(0);
    for (const c of courses) expect(out.response).toContain(c.course.title);
    expect(out.courseIds).toEqual(courses.map((c) => c.course.id));
    expect(out.response).not.toMatch(/\]\(/);
  });

  it('mentions skills the visitor already has', () => {
    const paths = rankCareerPaths(['Python', 'SQL'], CAREER_PATHS, { text: 'data scientist', limit: 2 });
    const out = buildChatReply({ message: 'data scientist', skills: ['Python', 'SQL'], paths, courses: [] });
    expect(out.response).toContain('You already mentioned Python and SQL');
    expect(out.response).toContain(`/career-paths/${paths[0]!.path.id}`);
    expect(out.courseIds).toEqual([]);
  });

  it('answers honestly when nothing matches', () => {
    const { out } = reply('I love cooking');
    expect(out.courseIds).toEqual([]);
    expect(out.response).toContain('"cooking"');
    expect(out.response).toContain('/career-paths');
    expect(out.response).not.toMatch(/\$\d/);
  });

  it('is deterministic', () => {
    expect(reply('I want to become a cloud architect').out).toEqual(
      reply('I want to become a cloud architect').out,
    );
  });
});
