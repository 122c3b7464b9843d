// The offline career advisor on the judged set of bench/advice-set.ts: each profile goes through
// the offline engine (skills, level, paths, courses, then the answer) over the shipped seed
// catalogue and our career paths, in-process, as POST /api/ai/career-analysis runs it. Printed:
//
// - top-1 / top-3: the share of profiles whose first path, or one of the first three, is one the
//   set accepts;
// - course relevance: the share of recommended courses that teach a skill the top path needs (the
//   advisor's top path when acceptable, else the set's first): the path names the course, or one
//   of the course's skills or its title covers one of the path's skills (this file's own word
//   matching, not the engine's);
// - level: the share of profiles read at the set's experience level (shown, not a target);
// - violations, which must be 0: a held certification (or its prep course, or a lower level of
//   it) recommended; "learn X" (a path's missing skill) for a skill the profile shows; a skill
//   claimed that the profile does not have; a course that is not in the catalogue as named.
//
//   npm run bench:ai              every profile, then the totals
//   ADVICE_VERBOSE=1 npm run bench:ai   also each profile's paths and courses
//
// Then the home chat's judged question set: how many answers hold the facts they must.
//
// Exit 1 when a target is missed (top-1 >= 90%, top-3 100%, relevance >= 80%, no violation, every
// chat answer with its facts) or the set is broken (a held title that is not a catalogue course, a profile without paths).
import { register } from 'tsx/esm/api';

// The server's modules use TypeScript syntax that Node's type stripping does not cover.
register();

const { createLogger } = await import('../apps/server/src/logger.ts');
const { createCatalogService } = await import('../apps/server/src/modules/catalog/service.ts');
const { SEED_COURSES } = await import('../apps/server/src/modules/catalog/seed-courses/all.ts');
const { createGrounding } = await import('../apps/server/src/ai/engine.ts');
const { createOfflineEngine } = await import('../apps/server/src/ai/offline-engine.ts');
const { CAREER_PATHS } = await import('../packages/core/src/career-paths-data.ts');
const { ADVICE_SET } = await import('./advice-set.ts');
const { CHAT_SET } = await import('../apps/server/src/testing/chat-set.ts');
type Course = import('../packages/core/src/course.ts').Course;
type CareerPath = import('../packages/core/src/career-path.ts').CareerPath;

const TARGETS = { top1: 0.9, top3: 1, relevance: 0.8 } as const;
const verbose = process.env.ADVICE_VERBOSE === '1';

// ---------- This file's own skill comparison (independent of the engine's) ----------

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/modelling/g, 'modeling')
    .replace(/isation/g, 'ization')
    .replace(/prioritis/g, 'prioritiz')
    .split(/[^a-z0-9+#.]+/)
    .map((w) => w.replace(/^\.+|\.+$/g, ''))
    .filter((w) => w !== '' && !['and', 'of', 'the', 'for', 'with', 'to', 'in', 'a'].includes(w))
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));
}

const norm = (s: string) => words(s).join(' ');

function covers(text: string, skill: string): boolean {
  const have = new Set(words(text));
  const want = words(skill);
  return want.length > 0 && want.every((w) => have.has(w));
}

function courseServesPath(course: Course, path: CareerPath): boolean {
  const title = course.title.toLowerCase();
  if (path.courses.some((c) => c.toLowerCase() === title)) return true;
  return path.skills.some(
    (ps) =>
      course.skills.some((cs) => covers(cs, ps) || (words(cs).length >= 2 && covers(ps, cs))) ||
      ` ${norm(course.title)} `.includes(` ${norm(ps)} `),
  );
}

// ---------- The run ----------

const logger = createLogger({ level: 'fatal', destination: { write: () => {} } });
const catalog = createCatalogService({ logger, sources: { staticCourses: async () => SEED_COURSES } });
const grounding = createGrounding({ catalog });
const engine = createOfflineEngine({ grounding });

const pathById = new Map(CAREER_PATHS.map((p) => [p.id, p] as const));
const courseById = new Map(SEED_COURSES.map((c) => [String(c.id), c] as const));
const titles = new Set(SEED_COURSES.map((c) => c.title.toLowerCase()));

const problems: string[] = [];
const unknownPaths = new Set<string>();
for (const c of ADVICE_SET) {
  if (c.paths.length === 0) problems.push(`${c.id}: no acceptable path`);
  if (new Set(c.paths).size !== c.paths.length) problems.push(`${c.id}: a path listed twice`);
  for (const id of c.paths) if (!pathById.has(id)) unknownPaths.add(id);
  for (const t of c.held ?? [])
    if (!titles.has(t.toLowerCase())) problems.push(`${c.id}: held "${t}" is not a catalogue title`);
}
if (new Set(ADVICE_SET.map((c) => c.id)).size !== ADVICE_SET.length)
  problems.push('two profiles share an id');
if (problems.length > 0) {
  console.error(`The judged set is broken:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
if (unknownPaths.size > 0) {
  console.log(`Note: accepted paths we do not have (never matched): ${[...unknownPaths].join(', ')}\n`);
}

let top1 = 0;
let top3 = 0;
let levelHits = 0;
let relevant = 0;
let recommended = 0;
const violations: string[] = [];
const rows: string[] = [];

for (const c of ADVICE_SET) {
  const analysis = await engine.analyseProfile(c.text);
  const answer = engine.careerAnalysisFrom({ type: c.type, profileText: c.text }, analysis);
  const ids = answer.careerPaths.map((p) => p.id ?? '');
  const hit1 = c.paths.includes(ids[0] ?? '');
  const hit3 = ids.slice(0, 3).some((id) => c.paths.includes(id));
  if (hit1) top1++;
  if (hit3) top3++;
  if (analysis.level === c.level) levelHits++;

  const judgedPath = pathById.get(hit1 ? ids[0]! : (c.paths.find((id) => pathById.has(id)) ?? ''));
  let caseRelevant = 0;
  const held = new Set((c.held ?? []).map((t) => t.toLowerCase()));
  for (const rc of answer.courses) {
    const course = courseById.get(String(rc.id));
    if (!course || course.title !== rc.title || course.provider !== rc.provider) {
      violations.push(`${c.id}: invented course "${rc.title}" (${rc.id})`);
      continue;
    }
    if (held.has(course.title.toLowerCase()))
      violations.push(`${c.id}: held certification "${course.title}"`);
    if (judgedPath && courseServesPath(course, judgedPath)) caseRelevant++;
  }
  recommended += answer.courses.length;
  relevant += caseRelevant;

  const shown = new Map(c.shown.map((s) => [norm(s), s] as const));
  for (const p of analysis.paths) {
    for (const m of p.missing) {
      if (shown.has(norm(m)))
        violations.push(`${c.id}: told to learn "${m}" (${p.path.id}), which the profile shows`);
    }
  }
  const claimed = [...analysis.skills, ...analysis.paths.flatMap((p) => p.matched)];
  for (const wrong of c.notShown ?? []) {
    if (claimed.some((s) => norm(s) === norm(wrong)))
      violations.push(`${c.id}: claims "${wrong}", which the profile does not show`);
  }

  const mark = hit1 ? 'ok ' : hit3 ? 'top3' : 'MISS';
  rows.push(
    `${mark.padEnd(5)}${c.id.padEnd(30)}${(ids.slice(0, 3).join(', ') || '-').padEnd(86)} ${caseRelevant}/${answer.courses.length}  ${analysis.level}${analysis.level === c.level ? '' : ` (want ${c.level})`}`,
  );
  if (verbose) {
    rows.push(`       skills: ${analysis.skills.join(', ')}`);
    for (const p of answer.careerPaths) rows.push(`       path ${p.id}: ${p.reason}`);
    for (const rc of answer.courses) rows.push(`       course ${rc.title}: ${rc.reason}`);
  }
}

const n = ADVICE_SET.length;
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const shares = { top1: top1 / n, top3: top3 / n, relevance: recommended === 0 ? 0 : relevant / recommended };
console.log(rows.join('\n'));
console.log(`\n${n} profiles, ${recommended} courses recommended`);
console.log(`top-1 path acceptable   ${pct(shares.top1).padStart(6)}  (target ${pct(TARGETS.top1)})`);
console.log(`top-3 path acceptable   ${pct(shares.top3).padStart(6)}  (target ${pct(TARGETS.top3)})`);
console.log(
  `course relevance        ${pct(shares.relevance).padStart(6)}  (target ${pct(TARGETS.relevance)})`,
);
console.log(`experience level        ${pct(levelHits / n).padStart(6)}  (shown, no target)`);
console.log(`violations              ${String(violations.length).padStart(6)}  (target 0)`);
for (const v of violations) console.log(`  ${v}`);

// The home chat's judged questions (apps/server/src/testing/chat-set.ts): an answer passes when it
// holds every fact it must and none it must not, and every course it names is in the catalogue.
const chatMisses: string[] = [];
const catalogueIds = new Set(SEED_COURSES.map((c) => String(c.id)));
for (const chatCase of CHAT_SET) {
  const answer = await engine.chat({ message: chatCase.question }, new AbortController().signal);
  const missing = chatCase.mustContain.filter((fact) => !answer.response.includes(fact));
  const wrong = (chatCase.mustNotContain ?? []).filter((fact) => answer.response.includes(fact));
  const unknown = answer.courses.filter((c) => !catalogueIds.has(String(c.id)));
  if (missing.length + wrong.length + unknown.length > 0) {
    chatMisses.push(
      `"${chatCase.question}": ${[...missing.map((f) => `lacks "${f}"`), ...wrong.map((f) => `says "${f}"`), ...unknown.map((c) => `names unknown course "${c.title}"`)].join('; ')}`,
    );
  }
}
console.log(
  `chat answers with their facts ${`${CHAT_SET.length - chatMisses.length}/${CHAT_SET.length}`.padStart(6)}  (target all)`,
);
for (const miss of chatMisses) console.log(`  ${miss}`);

const missed =
  shares.top1 < TARGETS.top1 ||
  shares.top3 < TARGETS.top3 ||
  shares.relevance < TARGETS.relevance ||
  violations.length > 0 ||
  chatMisses.length > 0;
console.log(missed ? '\nFAIL: a target is missed' : '\nPASS');
process.exit(missed ? 1 : 0);
