import type {
  AiEngine as AiEngineInfo,
  CareerAnalysisRequest,
  CareerAnalysisResponse,
  ChatResponse,
} from '@app/core/ai-api';
import {
  adviseCourses,
  buildCareerAnalysis,
  CAREER_ADVISOR_PATH_LIMIT,
  COURSE_LIMIT,
  type ExperienceLevel,
  estimateExperienceLevel,
  type RankedCareerPath,
  type RankedCourse,
  rankCareerPaths,
  rankCourses,
} from '@app/core/ai-career-advice';
import { findHeldCertifications } from '@app/core/ai-certifications';
import { buildChatReply, CHAT_PATHS_NAMED, chatPathQuery } from '@app/core/ai-chat';
import { chatIntent, replyToIntent } from '@app/core/ai-chat-intents';
import { recommendDegrees } from '@app/core/ai-degree-advice';
import { extractProfileSkills, readProfileSkills } from '@app/core/ai-lexicon';
import { buildStudyMaterial } from '@app/core/ai-study-material';
import { writeCoverLetter, writeCv } from '@app/core/ai-writing';
import { type CareerPath, searchCareerPaths } from '@app/core/career-path';
import type { Course } from '@app/core/course';
import { type AiEngine, type AiGrounding, courseRef } from './engine.ts';

export const OFFLINE_ENGINE_NAME = 'SkillBridge offline engine';

/** What the offline engine reads from a pasted profile; the LLM engine's prompt is built from it too. */
export interface ProfileAnalysis {
  /** Skills the text shows: those it names, most mentioned first, then those they imply. */
  skills: string[];
  /** Catalogue certifications the text says the person holds. */
  held: Course[];
  level: ExperienceLevel;
  /** Our career paths that share skills with the text, best first. */
  paths: RankedCareerPath[];
  /** Catalogue courses (found by the catalogue search) for the paths' skills, best first. */
  courses: RankedCourse[];
}

/** What a chat message is about, in our data. */
export interface ChatGrounding {
  skills: string[];
  paths: CareerPath[];
  courses: Course[];
}

export interface OfflineEngine extends AiEngine {
  analyseProfile(
    text: string,
    limits?: { pathLimit?: number; courseLimit?: number },
  ): Promise<ProfileAnalysis>;
  /** The career analysis answer made from an analysis. */
  careerAnalysisFrom(request: CareerAnalysisRequest, analysis: ProfileAnalysis): CareerAnalysisResponse;
  chatGrounding(message: string): Promise<ChatGrounding>;
}

/** Courses the chat names. */
const CHAT_COURSE_LIMIT = 3;
/** Courses the LLM engine may choose from in a chat. */
const CHAT_CANDIDATES_FOR_LLM = 8;
/** Words per streamed delta of the offline chat. */
const WORDS_PER_DELTA = 4;

/**
 * The offline engine, the default: deterministic rules from @app/core over our own data, no
 * network. It finds skills against the lexicon, ranks career paths and catalogue courses by
 * overlap, and writes CVs, letters and study material from the user's own input only.
 */
export function createOfflineEngine(options: {
  grounding: AiGrounding;
  today?: () => string;
}): OfflineEngine {
  const { grounding } = options;
  const info: AiEngineInfo = { kind: 'offline', name: OFFLINE_ENGINE_NAME };
  const today = options.today ?? (() => formatLetterDate(new Date()));
  // An open date range in a CV ('2019 - Present') runs to this year.
  const currentYear = () => new Date().getUTCFullYear();

  async function analyseProfile(
    text: string,
    limits: { pathLimit?: number; courseLimit?: number } = {},
  ): Promise<ProfileAnalysis> {
    const [lexicon, certifications] = await Promise.all([grounding.lexicon(), grounding.certifications()]);
    const profile = readProfileSkills(lexicon, text);
    const skills = [...profile.named, ...profile.implied];
    const { held, excluded } = findHeldCertifications(text, certifications);
    // What the person has: their skills and what the certifications they hold cover.
    const known = [...skills, ...held.flatMap((c) => c.skills)];
    const level = estimateExperienceLevel(text, { currentYear: currentYear() });
    const paths = rankCareerPaths(known, grounding.careerPaths, {
      text,
      intentions: profile.intentions,
      level,
      limit: limits.pathLimit ?? CAREER_ADVISOR_PATH_LIMIT,
    });
    // The paths' own courses, then the catalogue's for what the person lacks, best path first;
    // the profile's own skills when no path matched.
    const pathCourses = await Promise.all(
      paths.map(async (p) => {
        const found = await Promise.all(p.path.courses.map((title) => grounding.findCourse({ title })));
        return found.filter((c): c is Course => c !== undefined);
      }),
    );
    const targets = distinct([...paths.flatMap((p) => p.missing), ...(paths.length === 0 ? skills : [])]);
    const candidates = await grounding.candidateCourses(targets);
    const courseLimit = limits.courseLimit ?? COURSE_LIMIT;
    const courses =
      paths.length > 0
        ? adviseCourses({
            paths,
            pathCourses,
            candidates,
            known,
            level,
            exclude: excluded,
            limit: courseLimit,
          })
        : rankCourses(targets, candidates, { level, exclude: excluded, limit: courseLimit }).filter(
            (c) => c.course.status !== 'retired',
          );
    return { skills, held, level, paths, courses };
  }

  function careerAnalysisFrom(
    request: CareerAnalysisRequest,
    analysis: ProfileAnalysis,
  ): CareerAnalysisResponse {
    return { ...buildCareerAnalysis({ type: request.type, ...analysis }), engine: info };
  }

  async function chatAnalysis(message: string, courseLimit: number) {
    const lexicon = await grounding.lexicon();
    const skills = extractProfileSkills(lexicon, message);
    let paths = rankCareerPaths(skills, grounding.careerPaths, { text: message, limit: CHAT_PATHS_NAMED });
    if (paths.length === 0) {
      // No shared skill and no exact title: the path search of the career paths page.
      const query = chatPathQuery(message);
      paths = (query ? searchCareerPaths(grounding.careerPaths, query) : [])
        .slice(0, CHAT_PATHS_NAMED)
        .map((path) => ({
          path,
          matched: [],
          missing: [...path.skills],
          score: 0,
          priority: 'medium' as const,
        }));
    }
    const best = paths[0];
    const targets = distinct([...skills, ...(best ? best.path.skills : [])]);
    const candidates = await grounding.candidateCourses(targets);
    const courses = rankCourses(targets, candidates, { limit: courseLimit });
    return { skills, paths, courses };
  }

  async function chat(message: string): Promise<ChatResponse> {
    // Prices, a named certification, age, degrees, other topics: answered from the catalogue and
    // the paths; everything else is a career question.
    const catalogue = await grounding.courses();
    const intent = chatIntent(message, catalogue);
    let reply: { response: string; courseIds: Array<string | number>; pathIds: string[] };
    let named: readonly Course[];
    if (intent.kind === 'career') {
      const analysis = await chatAnalysis(message, CHAT_COURSE_LIMIT);
      reply = buildChatReply({ message, ...analysis });
      named = analysis.courses.map((c) => c.course);
    } else {
      reply = replyToIntent(intent, { courses: catalogue, careerPaths: grounding.careerPaths });
      named = catalogue;
    }
    const byId = new Map(named.map((c) => [String(c.id), c]));
    const courses = reply.courseIds.flatMap((id) => {
      const course = byId.get(String(id));
      return course ? [courseRef(course)] : [];
    });
    const paths = reply.pathIds.flatMap((id) => {
      const path = grounding.findCareerPath(id);
      return path ? [{ id: path.id, title: path.title }] : [];
    });
    return { response: reply.response, courses, paths, engine: info };
  }

  return {
    info,
    analyseProfile,
    careerAnalysisFrom,

    async chatGrounding(message) {
      const analysis = await chatAnalysis(message, CHAT_CANDIDATES_FOR_LLM);
      return {
        skills: analysis.skills,
        paths: analysis.paths.map((p) => p.path),
        courses: analysis.courses.map((c) => c.course),
      };
    },

    chat: (request) => chat(request.message),

    async *chatStream(request) {
      const answer = await chat(request.message);
      // Streamed in word groups like a model's tokens, so the page has one code path for both engines.
      for (const text of wordGroups(answer.response, WORDS_PER_DELTA)) yield { type: 'delta', text };
      yield { type: 'done', ...answer };
    },

    async careerAnalysis(request) {
      return careerAnalysisFrom(request, await analyseProfile(request.profileText));
    },

    async degreeRecommendations(request) {
      return { ...recommendDegrees(request), engine: info };
    },

    async cv(request) {
      return { success: true, cv: writeCv(request), engine: info };
    },

    async coverLetter(request) {
      return { success: true, coverLetter: writeCoverLetter(request, { date: today() }), engine: info };
    },

    async prepMaterials(request) {
      return { success: true, material: buildStudyMaterial(request), engine: info };
    },
  };
}

function distinct(items: readonly string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The text cut after every `size` words, keeping the whitespace, so the pieces join back exactly. */
export function wordGroups(text: string, size: number): string[] {
  const pieces = text.match(/\S+\s*/g) ?? [];
  const leading = text.match(/^\s+/)?.[0] ?? '';
  const groups: string[] = [];
  for (let i = 0; i < pieces.length; i += size) groups.push(pieces.slice(i, i + size).join(''));
  if (leading) groups[0] = leading + (groups[0] ?? '');
  return groups;
}

/** 'March 5, 2026': how a letter is dated. */
export function formatLetterDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
