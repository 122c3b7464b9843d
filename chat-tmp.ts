import { SEED_COURSES } from './apps/server/src/modules/catalog/seed-courses/all.ts';
import { CAREER_PATHS } from './packages/core/src/career-paths-data.ts';
import { chatIntent, replyToIntent } from './packages/core/src/ai-chat-intents.ts';
const qs = process.argv.slice(2);
for (const q of qs) {
  const intent = chatIntent(q, SEED_COURSES as any);
  console.log('Q:', q, '->', intent.kind, intent.kind === 'certification' ? (intent as any).course.title : '');
  if (intent.kind !== 'career') console.log(replyToIntent(intent as any, { courses: SEED_COURSES as any, careerPaths: CAREER_PATHS }).response, '\n');
}
