import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import {
  AI_FAILURE_TEXTS,
  type AiEngine as AiEngineInfo,
  type AiTool,
  type CareerAnalysisResponse,
  type ChatStreamEvent,
  careerAnalysisOutputSchema,
  coverLetterOutputSchema,
  cvOutputSchema,
  DEGREE_RECOMMENDATION_COUNT,
  type DegreeRecommendation,
  degreeOutputSchema,
  type PrepMaterial,
  prepMaterialSchema,
} from '@app/core/ai-api';
import { declineReason } from '@app/core/ai-chat-intents';
import { groundDegreeAdvice, groundDegreeRecommendation } from '@app/core/ai-degree-advice';
import { groundChatReply, groundStudyMaterial, groundWriting, textsOf } from '@app/core/ai-writing-grounding';
import type { CareerPath } from '@app/core/career-path';
import type { Course } from '@app/core/course';
import { APICallError, generateText, type LanguageModel, Output, streamText } from 'ai';
import type { z } from 'zod';
import type { AiConfig } from '../config.ts';
import type { Logger } from '../logger.ts';
import { type AiEngine, AiEngineError, type AiGrounding, courseRef } from './engine.ts';
import { formatLetterDate, type OfflineEngine } from './offline-engine.ts';
import {
  careerInstructions,
  careerPrompt,
  chatInstructions,
  chatPrompt,
  coverLetterInstructions,
  coverLetterPrompt,
  cvInstructions,
  cvPrompt,
  degreeInstructions,
  degreePrompt,
  prepInstructions,
  prepPrompt,
} from './prompts.ts';

/** Attempts per answer: the first, and one retry on a malformed answer or a transient failure. */
export const LLM_ATTEMPTS = 2;
/** Fewest career paths and courses an analysis shows; the offline ranking fills the gap. */
const MIN_PATHS = 2;
const MIN_COURSES = 3;
/** Most courses a chat reply links to. */
const CHAT_COURSES = 3;

/** The model's answer was readable but not acceptable (nothing usable left after our checks). */
class UnusableAnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnusableAnswerError';
  }
}

export interface LlmEngineOptions {
  llm: NonNullable<AiConfig['llm']>;
  /** Longest wait for one answer, both attempts together. */
  timeoutMs: number;
  grounding: AiGrounding;
  /** Grounds the prompts (skills, ranked paths and courses) and fills gaps in the model's answers. */
  offline: OfflineEngine;
  logger: Logger;
  /** Today's date as the cover letter writes it (tests fix it). */
  today?: () => string;
}

/**
 * The LLM engine: any OpenAI-compatible chat completions endpoint through the AI SDK, with
 * structured output checked by the API's zod schemas. Every answer is checked against our data
 * afterwards: courses not in the catalogue and career paths not in our list are removed.
 */
export function createLlmEngine(options: LlmEngineOptions): AiEngine {
  const { llm, grounding, offline, logger, timeoutMs } = options;
  const provider = createOpenAICompatible({
    name: 'llm',
    baseURL: llm.baseUrl,
    ...(llm.apiKey ? { apiKey: llm.apiKey } : {}),
    // Without it the provider drops the JSON schema from the request (see DESIGN.md, Known pitfalls).
    supportsStructuredOutputs: true,
  });
  const model: LanguageModel = provider.chatModel(llm.model);
  const info: AiEngineInfo = { kind: 'llm', name: llm.model };
  const today = options.today ?? (() => formatLetterDate(new Date()));

  /**
   * Runs `attempt` up to LLM_ATTEMPTS times within one deadline. A time-out, a cancelled request or
   * a provider error that retrying cannot fix (bad key, unknown model) ends it at once.
   */
  async function withRetry<T>(
    tool: AiTool,
    signal: AbortSignal,
    attempt: (signal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    const deadline = AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]);
    let lastError: unknown;
    for (let n = 1; n <= LLM_ATTEMPTS; n++) {
      try {
        return await attempt(deadline);
      } catch (error) {
        lastError = error;
        const final = n === LLM_ATTEMPTS || deadline.aborted || !retryable(error);
        logger.warn(
          { tool, attempt: n, model: llm.model, err: describe(error), retrying: !final },
          final ? 'AI answer failed' : 'AI answer failed; retrying once',
        );
        if (final) break;
      }
    }
    const reason =
      deadline.aborted && !signal.aborted ? `timed out after ${timeoutMs} ms` : describe(lastError);
    throw new AiEngineError(`The ${tool} answer failed: ${reason}`, { cause: lastError });
  }

  /**
   * A CV or letter held to the user's input (core's groundWriting): invented employers, numbers
   * and placeholders removed. What was removed is logged as a count, never the text (it may hold
   * the user's data).
   */
  function grounded(tool: AiTool, text: string, fullName: string, sources: string[]): string {
    const result = groundWriting(text, { sources, fullName });
    if (result.removed.length > 0) {
      logger.info(
        { tool, removed: result.removed.length },
        'AI answer stated facts the user did not give; removed',
      );
    }
    return result.text;
  }

  async function structured<S extends z.ZodType>(
    schema: S,
    instructions: string,
    prompt: string,
    signal: AbortSignal,
  ): Promise<z.infer<S>> {
    const result = await generateText({
      model,
      instructions,
      prompt,
      output: Output.object({ schema }),
      maxRetries: 0,
      abortSignal: signal,
    });
    return result.output as z.infer<S>;
  }

  async function resolveCourse(
    wanted: { title: string; provider: string },
    candidates: readonly Course[],
  ): Promise<Course | undefined> {
    const title = wanted.title.trim().toLowerCase();
    const provider = wanted.provider.trim().toLowerCase();
    const sameTitle = candidates.filter((c) => c.title.toLowerCase() === title);
    return (
      sameTitle.find((c) => c.provider.toLowerCase() === provider) ??
      sameTitle[0] ??
      (await grounding.findCourse({ title: wanted.title, provider: wanted.provider })) ??
      (await grounding.findCourse({ title: wanted.title }))
    );
  }

  return {
    info,

    async careerAnalysis(request, signal) {
      const analysis = await offline.analyseProfile(request.profileText, { pathLimit: 6, courseLimit: 15 });
      const fallback = offline.careerAnalysisFrom(request, analysis);
      const candidates = analysis.courses.map((c) => c.course);
      return withRetry('careerAnalysis', signal, async (attemptSignal) => {
        const output = await structured(
          careerAnalysisOutputSchema,
          careerInstructions,
          careerPrompt(request, analysis),
          attemptSignal,
        );
        if (!output.summary.trim()) throw new UnusableAnswerError('empty summary');

        const careerPaths: CareerAnalysisResponse['careerPaths'] = [];
        for (const wanted of output.careerPaths) {
          const path = grounding.findCareerPath(wanted.title);
          if (!path) {
            logger.info({ title: wanted.title }, 'AI answer named a career path we do not have; removed');
            continue;
          }
          if (careerPaths.some((p) => p.id === path.id)) continue;
          careerPaths.push({
            id: path.id,
            title: path.title,
            priority: wanted.priority,
            reason: wanted.reason,
          });
        }
        for (const p of fallback.careerPaths) {
          if (careerPaths.length >= MIN_PATHS) break;
          if (!careerPaths.some((q) => q.id === p.id)) careerPaths.push(p);
        }

        const courses: CareerAnalysisResponse['courses'] = [];
        for (const wanted of output.courses) {
          const course = await resolveCourse(wanted, candidates);
          if (!course) {
            logger.info(
              { title: wanted.title, provider: wanted.provider },
              'AI answer named a course that is not in the catalogue; removed',
            );
            continue;
          }
          if (courses.some((c) => String(c.id) === String(course.id))) continue;
          courses.push({ ...courseRef(course), reason: wanted.reason });
        }
        for (const c of fallback.courses) {
          if (courses.length >= MIN_COURSES) break;
          if (!courses.some((d) => String(d.id) === String(c.id))) courses.push(c);
        }
        return {
          summary: output.summary.trim(),
          skills: analysis.skills,
          careerPaths,
          courses,
          engine: info,
        };
      });
    },

    async degreeRecommendations(request, signal) {
      const reference = await offline.degreeRecommendations(request, signal);
      return withRetry('degreeRecommendations', signal, async (attemptSignal) => {
        const output = await structured(
          degreeOutputSchema,
          degreeInstructions,
          degreePrompt(request, reference),
          attemptSignal,
        );
        // Only our programmes, with our figures: a degree the model made up is dropped, and the
        // offline picks fill the list up to three.
        const grounded = output.recommendations
          .map((r) => groundDegreeRecommendation(r, request))
          .filter((r): r is DegreeRecommendation => r !== null);
        const recommendations: DegreeRecommendation[] = [];
        for (const r of [...grounded, ...reference.recommendations]) {
          if (recommendations.length >= DEGREE_RECOMMENDATION_COUNT) break;
          if (!recommendations.some((d) => d.degree === r.degree)) recommendations.push(r);
        }
        if (output.recommendations.length === 0) throw new UnusableAnswerError('no degree recommended');
        return {
          recommendations,
          general_advice: groundDegreeAdvice(output.general_advice, request) || reference.general_advice,
          next_steps: output.next_steps.length > 0 ? output.next_steps : reference.next_steps,
          engine: info,
        };
      });
    },

    async cv(request, signal) {
      return withRetry('cv', signal, async (attemptSignal) => {
        const output = await structured(cvOutputSchema, cvInstructions, cvPrompt(request), attemptSignal);
        const cv = grounded('cv', output.cv, request.personalInfo.fullName, textsOf(request));
        // A CV without the person's name is not their CV.
        if (!cv.toLowerCase().includes(request.personalInfo.fullName.toLowerCase())) {
          throw new UnusableAnswerError('the CV does not name the person');
        }
        return { success: true as const, cv, engine: info };
      });
    },

    async coverLetter(request, signal) {
      const date = today();
      return withRetry('coverLetter', signal, async (attemptSignal) => {
        const output = await structured(
          coverLetterOutputSchema,
          coverLetterInstructions,
          coverLetterPrompt(request, date),
          attemptSignal,
        );
        const coverLetter = grounded('coverLetter', output.coverLetter, request.personalInfo.fullName, [
          ...textsOf(request),
          date,
        ]);
        if (!coverLetter) throw new UnusableAnswerError('empty letter');
        return { success: true as const, coverLetter, engine: info };
      });
    },

    async prepMaterials(request, signal) {
      return withRetry('prepMaterials', signal, async (attemptSignal) => {
        const output = await structured(
          prepMaterialSchema,
          prepInstructions,
          prepPrompt(request),
          attemptSignal,
        );
        // Held to the course's own data first: what is left must still be usable material.
        const material = checkMaterial(groundStudyMaterial(output, textsOf(request)), request.materialType);
        return { success: true as const, material, engine: info };
      });
    },

    async chat(request, signal) {
      // Other topics and attempts at the instructions never reach the model.
      if (declineReason(request.message)) return offline.chat(request, signal);
      const context = await offline.chatGrounding(request.message);
      const prompt = chatPrompt(request.message, context);
      return withRetry('chat', signal, async (attemptSignal) => {
        const result = await generateText({
          model,
          instructions: chatInstructions,
          prompt,
          maxRetries: 0,
          abortSignal: attemptSignal,
        });
        // Only what we gave the model may be stated: invented courses, prices and figures go.
        const response = groundChatReply(result.text, [prompt]).trim();
        if (!response) throw new UnusableAnswerError('empty reply');
        return {
          response,
          courses: mentionedCourses(response, context.courses),
          paths: mentionedPaths(response, context.paths),
          engine: info,
        };
      });
    },

    async *chatStream(request, signal) {
      if (declineReason(request.message)) {
        yield* offline.chatStream(request, signal);
        return;
      }
      const deadline = AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]);
      let context: Awaited<ReturnType<OfflineEngine['chatGrounding']>>;
      try {
        context = await offline.chatGrounding(request.message);
      } catch (error) {
        logger.warn({ tool: 'chat', err: describe(error) }, 'AI chat grounding failed');
        yield chatError();
        return;
      }
      const prompt = chatPrompt(request.message, context);
      for (let n = 1; n <= LLM_ATTEMPTS; n++) {
        let sent = '';
        // Text waits here until its sentence ends, then goes out grounded (groundChatReply).
        let pending = '';
        try {
          const result = streamText({
            model,
            instructions: chatInstructions,
            prompt,
            maxRetries: 0,
            abortSignal: deadline,
            // Errors arrive in the stream below; without this the SDK also prints them.
            onError: () => {},
          });
          for await (const part of result.fullStream) {
            if (part.type === 'text-delta' && part.text) {
              pending += part.text;
              const end = lastSentenceEnd(pending);
              if (end > 0) {
                const text = groundChatReply(pending.slice(0, end), [prompt]);
                pending = pending.slice(end);
                if (text) {
                  sent += text;
                  yield { type: 'delta', text } satisfies ChatStreamEvent;
                }
              }
            } else if (part.type === 'error') {
              throw part.error;
            } else if (part.type === 'abort') {
              throw new AiEngineError(deadline.aborted ? `timed out after ${timeoutMs} ms` : 'aborted');
            }
          }
          const rest = groundChatReply(pending, [prompt]);
          if (rest) {
            sent += rest;
            yield { type: 'delta', text: rest } satisfies ChatStreamEvent;
          }
          const response = sent.trim();
          if (!response) throw new UnusableAnswerError('empty reply');
          yield {
            type: 'done',
            response,
            courses: mentionedCourses(response, context.courses),
            paths: mentionedPaths(response, context.paths),
            engine: info,
          } satisfies ChatStreamEvent;
          return;
        } catch (error) {
          // Once text reached the user a retry would repeat it; before that, one retry is invisible.
          const final = n === LLM_ATTEMPTS || sent !== '' || deadline.aborted || !retryable(error);
          logger.warn(
            { tool: 'chat', attempt: n, model: llm.model, err: describe(error), retrying: !final },
            final ? 'AI answer failed' : 'AI answer failed; retrying once',
          );
          if (final) {
            yield chatError();
            return;
          }
        }
      }
    },
  };
}

function chatError(): ChatStreamEvent {
  return { type: 'error', message: AI_FAILURE_TEXTS.chat };
}

/** Catalogue courses (of the ones given to the model) that the reply names by title. */
function mentionedCourses(reply: string, candidates: readonly Course[]) {
  const text = reply.toLowerCase();
  return candidates
    .filter((c) => text.includes(c.title.toLowerCase()))
    .slice(0, CHAT_COURSES)
    .map(courseRef);
}

/** Where the last whole sentence of streamed text ends (after its '.', '!', '?' or line break), or 0. */
function lastSentenceEnd(text: string): number {
  let end = 0;
  for (const match of text.matchAll(/[.!?](?=\s)|\n/g)) end = match.index + 1;
  return end;
}

/** Our career paths (of the grounding) the reply names, for the page to link. */
function mentionedPaths(reply: string, candidates: readonly CareerPath[]) {
  const text = reply.toLowerCase();
  return candidates
    .filter((p) => text.includes(p.title.toLowerCase()))
    .map((p) => ({ id: p.id, title: p.title }));
}

/**
 * The material as the spec's shape promises it: the requested type, quiz questions only when
 * their answer is one of their options (the answer then is that option's exact text).
 */
export function checkMaterial(output: PrepMaterial, type: PrepMaterial['type']): PrepMaterial {
  const questions = output.questions.flatMap((q) => {
    const options = q.options.map((o) => o.trim()).filter(Boolean);
    const answer = options.find((o) => o.toLowerCase() === q.answer.trim().toLowerCase());
    if (!answer || options.length < 2 || !q.question.trim()) return [];
    return [{ question: q.question.trim(), options, answer, explanation: q.explanation.trim() }];
  });
  const sections = output.sections.filter((s) => s.title.trim() && s.content.trim());
  if (type === 'practice-quiz' && questions.length === 0) {
    throw new UnusableAnswerError('no quiz question has its answer among its options');
  }
  if (type !== 'practice-quiz' && sections.length === 0) throw new UnusableAnswerError('no sections');
  return { ...output, type, title: output.title.trim() || 'Study material', questions, sections };
}

function retryable(error: unknown): boolean {
  if (APICallError.isInstance(error)) return error.isRetryable;
  return true;
}

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, 500);
  return String(error).slice(0, 500);
}
