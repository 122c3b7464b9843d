// Skill-gap planner benchmark: one profile planned against every posting of a 100,000-posting
// board (the recorded real Greenhouse, Lever and Ashby postings in ../shared/fixtures, read by
// the real adapters and cloned; their skills as the jobs board reads them) with the seed course
// catalogue. Prints the time per plan and exits non-zero when p95 is 20 ms or more.
//
//   npm run bench:skill-gap                  100,000 postings
//   npm run bench:skill-gap -- --jobs=20000
//
// Not a test: it prints numbers. The synthetic board exists only here, never in the app.
import { register } from 'tsx/esm/api';

register();

const { SEED_COURSES } = await import('../apps/server/src/modules/catalog/seed-courses/all.ts');
const { indexCourses, planSkillGap } = await import('../packages/core/src/skill-gap.ts');
const { boardSource, syntheticBoard } = await import('./support/job-board.ts');

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const SIZE = Number(arg('jobs') ?? 100_000);
const TARGET_P95_MS = 20;

const { real, fromFixtures } = boardSource();
const board = syntheticBoard(real, SIZE);
const active = SEED_COURSES.filter((c) => c.status !== 'retired');
const started = performance.now();
const courses = indexCourses(active);
const indexMs = performance.now() - started;

// A data analyst moving towards data engineering: what a pasted CV would give.
const profile = ['SQL', 'Python', 'Excel', 'Tableau', 'Data visualization', 'Statistics', 'Git'];

const times: number[] = [];
let steps = 0;
let readiness = 0;
let withSkills = 0;
for (const job of board) {
  if (job.skills.length === 0) continue;
  withSkills++;
  // Earlier skills of a posting are its headline ones: they count as required.
  const target = job.skills.map((name, i) => ({ name, weight: i < 5 ? 2 : 1, required: i < 5 }));
  const t = performance.now();
  const plan = planSkillGap(target, profile, courses);
  times.push(performance.now() - t);
  steps += plan.steps.length;
  readiness += plan.readiness;
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;
const ms = (n: number) => `${n.toFixed(3)} ms`;

console.log(
  `postings ${board.length.toLocaleString('en')} (${withSkills.toLocaleString('en')} with skills; ${fromFixtures ? 'cloned from the recorded real boards' : 'cloned from the sample postings: ../shared/fixtures not found'})`,
);
console.log(`catalogue ${active.length} courses, indexed in ${ms(indexMs)}`);
console.log(
  `per plan: p50 ${ms(at(50))}  p95 ${ms(at(95))}  p99 ${ms(at(99))}  max ${ms(times.at(-1) ?? 0)}`,
);
console.log(
  `mean steps per plan ${(steps / Math.max(1, withSkills)).toFixed(2)}, mean readiness ${((100 * readiness) / Math.max(1, withSkills)).toFixed(1)}%`,
);
const ok = at(95) < TARGET_P95_MS;
console.log(`target: p95 under ${TARGET_P95_MS} ms: ${ok ? 'met' : 'MISSED'}`);
if (!ok) process.exitCode = 1;
