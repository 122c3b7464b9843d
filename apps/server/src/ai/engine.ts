import type {
  AiCourseRef,
  AiEngine as AiEngineInfo,
  CareerAnalysisRequest,
  CareerAnalysisResponse,
  ChatRequest,
  ChatResponse,
  ChatStreamEvent,
  CoverLetterRequest,
  CoverLetterResponse,
  CvRequest,
  CvResponse,
  DegreeRequest,
  DegreeResponse,
  PrepRequest,
  PrepResponse,
} from '@app/core/ai-api';
import { type CertificationIndex, certificationIndex } from '@app/core/ai-certifications';
import { buildAiLexicon } from '@app/core/ai-lexicon';
import type { CareerPath } from '@app/core/career-path';
import { CAREER_PATHS } from '@app/core/career-paths-data';
import type { Course } from '@app/core/course';
import type { SkillLexicon } from '@app/core/skill-lexicon';
import type { CatalogService } from '../modules/catalog/service.ts';

/**
 * What every AI engine answers: one method per tool, each given the parsed request and a signal
 * that aborts when the client goes away. A method that cannot produce a valid answer throws; the
 * route turns that into the spec's failure text. Every answer names the engine that produced it.
 */
export interface AiEngine {
  readonly info: AiEngineInfo;
  chat(request: ChatRequest, signal: AbortSignal): Promise<ChatResponse>;
  /** Delta events whose texts make up the reply, then `done` with the whole answer, or `error`. */
  chatStream(request: ChatRequest, signal: AbortSignal): AsyncIterable<ChatStreamEvent>;
  careerAnalysis(request: CareerAnalysisRequest, signal: AbortSignal): Promise<CareerAnalysisResponse>;
  degreeRecommendations(request: DegreeRequest, signal: AbortSignal): Promise<DegreeResponse>;
  cv(request: CvRequest, signal: AbortSignal): Promise<CvResponse>;
  coverLetter(request: CoverLetterRequest, signal: AbortSignal): Promise<CoverLetterResponse>;
  prepMaterials(request: PrepRequest, signal: AbortSignal): Promise<PrepResponse>;
}

/** An engine could not produce an acceptable answer (the model failed, timed out or answered badly). */
export class AiEngineError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AiEngineError';
  }
}

/**
 * Our own data that both engines answer from: the skill lexicon, the career paths and the
 * catalogue, searched with the catalogue's own search.
 */
export interface AiGrounding {
  /** Built from the catalogue's course skills and the career paths; rebuilt when the catalogue changes. */
  lexicon(): Promise<SkillLexicon>;
  /** The catalogue's certifications, to find the ones a profile holds; rebuilt with the catalogue. */
  certifications(): Promise<CertificationIndex>;
  readonly careerPaths: readonly CareerPath[];
  /** The catalogue's courses still offered (the chat's price and certification answers read them). */
  courses(): Promise<readonly Course[]>;
  /**
   * Catalogue courses that teach these skills: for each skill, the best matches of the catalogue
   * search for it, without repeats, in the order of the skills.
   */
  candidateCourses(skills: readonly string[], perSkill?: number): Promise<Course[]>;
  /** A catalogue course by id or by exact title (and provider); undefined when it does not exist. */
  findCourse(ref: {
    id?: number | string | null;
    title?: string;
    provider?: string;
  }): Promise<Course | undefined>;
  /** A career path by id or by title (any case); undefined when we have no such path. */
  findCareerPath(titleOrId: string): CareerPath | undefined;
}

/** Courses the catalogue search returns per skill by default. */
export const COURSES_PER_SKILL = 12;

export function createGrounding(options: {
  catalog: CatalogService;
  careerPaths?: readonly CareerPath[];
}): AiGrounding {
  const { catalog } = options;
  const careerPaths = options.careerPaths ?? CAREER_PATHS;
  // Keyed by the catalogue array, which stays the same object until the catalogue is rebuilt.
  const lexicons = new WeakMap<readonly Course[], SkillLexicon>();
  const pathKey = (s: string) => s.trim().toLowerCase();
  const pathsByKey = new Map<string, CareerPath>();
  for (const path of careerPaths) {
    pathsByKey.set(pathKey(path.id), path);
    if (!pathsByKey.has(pathKey(path.title))) pathsByKey.set(pathKey(path.title), path);
  }

  return {
    careerPaths,
    async lexicon() {
      const courses = await catalog.allCourses();
      let lexicon = lexicons.get(courses);
      if (!lexicon) {
        lexicon = buildAiLexicon({ courses, careerPaths });
        lexicons.set(courses, lexicon);
      }
      return lexicon;
    },
    async certifications() {
      return certificationIndex(await catalog.allCourses());
    },
    async candidateCourses(skills, perSkill = COURSES_PER_SKILL) {
      const seen = new Set<number | string>();
      const found: Course[] = [];
      const results = await Promise.all(skills.map((skill) => catalog.searchCourses(skill, perSkill)));
      for (const courses of results) {
        for (const course of courses) {
          if (seen.has(course.id)) continue;
          seen.add(course.id);
          found.push(course);
        }
      }
      return found;
    },
    courses: () => catalog.allCourses(),
    findCourse: (ref) => catalog.findCourse(ref),
    findCareerPath: (titleOrId) => pathsByKey.get(pathKey(titleOrId)),
  };
}

/** How an answer points to a catalogue course. */
export function courseRef(course: Course): AiCourseRef {
  return { id: course.id, title: course.title, provider: course.provider, category: course.category };
}
