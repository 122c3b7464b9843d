import { z } from 'zod';
import {
  AI_SHORT_MAX,
  AI_TEXT_MAX,
  CHAT_MESSAGE_MAX,
  CV_EDUCATION_MAX,
  CV_ENTRY_TEXT_MAX,
  CV_EXPERIENCE_MAX,
  CV_SKILLS_MAX,
  DEGREE_ANSWER_MAX,
  PREP_SKILLS_MAX,
  PROFILE_TEXT_MAX,
} from './ai-limits.ts';
import { formatCount } from './format-count.ts';

// The limits live without zod (pages size their fields from them); they are part of this contract too.
export * from './ai-limits.ts';

/**
 * Contracts of the AI tools' API (`/api/ai/…`), shared by the server, which parses requests and
 * checks engine output with them, and the web app. Field names follow the spec's entities.
 *
 * LLM structured output cannot carry optional fields (OpenAI-style structured outputs reject
 * them), so everything a model fills in is required or nullable; `…OutputSchema`s are what a
 * model is asked for, the `…ResponseSchema`s add what only the server knows (ids, the engine).
 */

/** A string of at most `max` characters (after trimming), with a message that says so. */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Use at most ${formatCount(max)} characters.` });
/** A list of at most `max` items of `what`. */
const list = <T extends z.ZodType>(item: T, max: number, what: string) =>
  z.array(item).max(max, { error: `At most ${formatCount(max)} ${what}.` });

const shortText = text(AI_SHORT_MAX);
const longText = text(AI_TEXT_MAX);
const optionalShort = shortText.optional().default('');
const optionalLong = longText.optional().default('');

/**
 * The spec's failure texts per tool: the server answers 502 `ai_failed` with these as the message
 * (the chat's streamed `error` event carries the chat text), and the pages show them.
 */
export const AI_FAILURE_TEXTS = {
  chat: "Sorry, I'm having trouble responding right now. Please try again.",
  careerAnalysis: 'There was an error analyzing your profile. Please try again.',
  degreeRecommendations: 'There was an error analyzing your profile. Please try again.',
  cv: 'Failed to generate CV',
  coverLetter: 'Failed to generate cover letter',
  prepMaterials: 'Failed to generate materials',
} as const;
export type AiTool = keyof typeof AI_FAILURE_TEXTS;

/** Error code of an engine failure (HTTP 502). */
export const AI_FAILED = 'ai_failed';

/** Which engine produced an answer; every AI response carries it and the page shows it discreetly. */
export const aiEngineSchema = z.object({
  kind: z.enum(['offline', 'llm']),
  /** 'SkillBridge offline engine' or the model's name. */
  name: z.string(),
});
export type AiEngine = z.infer<typeof aiEngineSchema>;

/** A catalogue course an answer points to; it always exists in our catalogue (links to /courses/{id}). */
export const aiCourseRefSchema = z.object({
  id: z.union([z.number().int(), z.string()]),
  title: z.string(),
  provider: z.string(),
  category: z.string(),
});
export type AiCourseRef = z.infer<typeof aiCourseRefSchema>;

/** A career path an answer names, for the page to link (/career-paths/{id}). */
export const aiPathRefSchema = z.object({ id: z.string(), title: z.string() });
export type AiPathRef = z.infer<typeof aiPathRefSchema>;

// ---------- Home chat (`POST /api/ai/chat`, streamed: `POST /api/ai/chat/stream`) ----------

export const chatRequestSchema = z.object({
  message: text(CHAT_MESSAGE_MAX).min(1, 'Type a message first.'),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export const chatResponseSchema = z.object({
  response: z.string(),
  courses: z.array(aiCourseRefSchema),
  /** The career paths the reply names, each one of ours. */
  paths: z.array(aiPathRefSchema),
  engine: aiEngineSchema,
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/**
 * The streamed chat is newline-delimited JSON (`application/x-ndjson`): any number of `delta`
 * events whose texts concatenate to the reply, then one `done` (the whole answer) or one `error`.
 */
export const chatStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), ...chatResponseSchema.shape }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;

// ---------- Career advisor (`POST /api/ai/career-analysis`) ----------

export const PROFILE_TYPES = ['linkedin', 'cv'] as const;
export const PRIORITIES = ['high', 'medium', 'low'] as const;
export type Priority = (typeof PRIORITIES)[number];

export const careerAnalysisRequestSchema = z.object({
  profileText: text(PROFILE_TEXT_MAX).min(1, 'Please paste your LinkedIn profile or CV content first.'),
  type: z.enum(PROFILE_TYPES),
});
export type CareerAnalysisRequest = z.infer<typeof careerAnalysisRequestSchema>;

/** The spec's career analysis result, as a model is asked to give it. */
export const careerAnalysisOutputSchema = z.object({
  summary: z.string(),
  careerPaths: z.array(z.object({ title: z.string(), priority: z.enum(PRIORITIES), reason: z.string() })),
  courses: z.array(
    z.object({ title: z.string(), provider: z.string(), category: z.string(), reason: z.string() }),
  ),
});
export type CareerAnalysisOutput = z.infer<typeof careerAnalysisOutputSchema>;

export const careerAnalysisResponseSchema = z.object({
  summary: z.string(),
  /** Skills found in the pasted text (canonical lexicon names). */
  skills: z.array(z.string()),
  careerPaths: z.array(
    z.object({
      /** Slug of the career path (links to /career-paths/{id}). */
      id: z.string(),
      title: z.string(),
      priority: z.enum(PRIORITIES),
      reason: z.string(),
    }),
  ),
  courses: z.array(aiCourseRefSchema.extend({ reason: z.string() })),
  engine: aiEngineSchema,
});
export type CareerAnalysisResponse = z.infer<typeof careerAnalysisResponseSchema>;

// ---------- Degree recommendation (`POST /api/ai/degree-recommendations`) ----------

const degreeAnswer = text(DEGREE_ANSWER_MAX);

export const degreeRequestSchema = z.object({
  interests: degreeAnswer.min(1, 'Please fill in at least your interests and strengths.'),
  strengths: degreeAnswer.min(1, 'Please fill in at least your interests and strengths.'),
  careerGoals: degreeAnswer.optional().default(''),
  workEnvironment: degreeAnswer.optional().default(''),
  additionalInfo: degreeAnswer.optional().default(''),
});
export type DegreeRequest = z.infer<typeof degreeRequestSchema>;

export const degreeRecommendationSchema = z.object({
  degree: z.string(),
  match_reason: z.string(),
  priority: z.enum(PRIORITIES),
  career_paths: z.array(z.string()),
  skills_developed: z.array(z.string()),
  job_outlook: z.string(),
  salary_range: z.object({ entry_level: z.string(), experienced: z.string() }),
});
export type DegreeRecommendation = z.infer<typeof degreeRecommendationSchema>;

/** The spec's degree result; the tool gives the top 3. */
export const DEGREE_RECOMMENDATION_COUNT = 3;
export const degreeOutputSchema = z.object({
  recommendations: z.array(degreeRecommendationSchema),
  general_advice: z.string(),
  next_steps: z.array(z.string()),
});
export type DegreeOutput = z.infer<typeof degreeOutputSchema>;

export const degreeResponseSchema = degreeOutputSchema.extend({ engine: aiEngineSchema });
export type DegreeResponse = z.infer<typeof degreeResponseSchema>;

// ---------- CV builder (`POST /api/ai/cv`) ----------

const entryText = text(CV_ENTRY_TEXT_MAX).optional().default('');

export const cvEducationSchema = z.object({
  degree: shortText.min(1),
  field: optionalShort,
  institution: shortText.min(1),
  startDate: optionalShort,
  endDate: optionalShort,
  gpa: optionalShort,
  achievements: entryText,
});
export const cvExperienceSchema = z.object({
  position: shortText.min(1),
  company: shortText.min(1),
  startDate: optionalShort,
  endDate: optionalShort,
  description: entryText,
});
const tagList = list(shortText.min(1), CV_SKILLS_MAX, 'skills').optional().default([]);

export const cvRequestSchema = z.object({
  personalInfo: z.object({
    fullName: shortText.min(1, 'Full name is required.'),
    email: shortText.min(1, 'Email is required.'),
    phone: optionalShort,
    location: optionalShort,
    linkedin: optionalShort,
    website: optionalShort,
  }),
  education: list(cvEducationSchema, CV_EDUCATION_MAX, 'education entries').optional().default([]),
  experience: list(cvExperienceSchema, CV_EXPERIENCE_MAX, 'experience entries').optional().default([]),
  skills: z
    .object({ technical: tagList, soft: tagList, languages: tagList })
    .optional()
    .default({ technical: [], soft: [], languages: [] }),
  targetRole: optionalShort,
  additionalInfo: optionalLong,
});
export type CvRequest = z.infer<typeof cvRequestSchema>;
export type CvRequestInput = z.input<typeof cvRequestSchema>;

export const cvOutputSchema = z.object({ cv: z.string() });
export const cvResponseSchema = z.object({
  success: z.literal(true),
  cv: z.string(),
  engine: aiEngineSchema,
});
export type CvResponse = z.infer<typeof cvResponseSchema>;

// ---------- Cover letter builder (`POST /api/ai/cover-letter`) ----------

export const COVER_LETTER_TONES = ['professional', 'enthusiastic', 'conversational', 'formal'] as const;
export type CoverLetterTone = (typeof COVER_LETTER_TONES)[number];

export const coverLetterRequestSchema = z.object({
  personalInfo: z.object({
    fullName: shortText.min(1, 'Please fill in all required fields (marked with *).'),
    email: shortText.min(1, 'Please fill in all required fields (marked with *).'),
    phone: optionalShort,
    linkedin: optionalShort,
  }),
  jobDetails: z.object({
    company: shortText.min(1, 'Please fill in all required fields (marked with *).'),
    position: shortText.min(1, 'Please fill in all required fields (marked with *).'),
    hiringManager: optionalShort,
    jobDescription: optionalLong,
    companyInfo: optionalLong,
  }),
  motivation: optionalLong,
  experience: optionalLong,
  tone: z.enum(COVER_LETTER_TONES).optional().default('professional'),
});
export type CoverLetterRequest = z.infer<typeof coverLetterRequestSchema>;
export type CoverLetterRequestInput = z.input<typeof coverLetterRequestSchema>;

export const coverLetterOutputSchema = z.object({ coverLetter: z.string() });
export const coverLetterResponseSchema = z.object({
  success: z.literal(true),
  coverLetter: z.string(),
  engine: aiEngineSchema,
});
export type CoverLetterResponse = z.infer<typeof coverLetterResponseSchema>;

// ---------- Study material prep (`POST /api/ai/prep-materials`) ----------

/** Spec 000, section 10: the four material types, in the picker's order. */
export const MATERIAL_TYPES = [
  { value: 'study-notes', label: 'Study Notes', description: 'Comprehensive structured notes' },
  { value: 'practice-quiz', label: 'Practice Quiz', description: 'Quiz with explanations' },
  { value: 'key-concepts', label: 'Key Concepts', description: 'Important definitions' },
  { value: 'exam-prep', label: 'Exam Preparation', description: 'Study guide and tips' },
] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number]['value'];
export const MATERIAL_TYPE_VALUES = MATERIAL_TYPES.map((t) => t.value) as [MaterialType, ...MaterialType[]];

export function materialTypeLabel(type: MaterialType): string {
  return MATERIAL_TYPES.find((t) => t.value === type)?.label ?? type;
}

export const prepRequestSchema = z.object({
  courseTitle: shortText.min(1, 'Please select both a course and material type'),
  provider: optionalShort,
  category: optionalShort,
  level: optionalShort,
  description: optionalLong,
  skills: list(shortText, PREP_SKILLS_MAX, 'skills').optional().default([]),
  materialType: z.enum(MATERIAL_TYPE_VALUES),
});
export type PrepRequest = z.infer<typeof prepRequestSchema>;

export const prepQuestionSchema = z.object({
  question: z.string(),
  options: z.array(z.string()),
  /** The correct option's text; it is always one of `options`. */
  answer: z.string(),
  explanation: z.string(),
});
export type PrepQuestion = z.infer<typeof prepQuestionSchema>;

/** The spec's prep material: a quiz fills `questions`, the other types fill `sections`. */
export const prepMaterialSchema = z.object({
  type: z.enum(MATERIAL_TYPE_VALUES),
  title: z.string(),
  questions: z.array(prepQuestionSchema),
  sections: z.array(z.object({ title: z.string(), content: z.string() })),
  rawContent: z.string(),
});
export type PrepMaterial = z.infer<typeof prepMaterialSchema>;

export const prepResponseSchema = z.object({
  success: z.literal(true),
  material: prepMaterialSchema,
  engine: aiEngineSchema,
});
export type PrepResponse = z.infer<typeof prepResponseSchema>;
