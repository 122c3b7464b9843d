import {
  AI_FAILED,
  AI_FAILURE_TEXTS,
  type AiTool,
  type ChatStreamEvent,
  careerAnalysisRequestSchema,
  chatRequestSchema,
  coverLetterRequestSchema,
  cvRequestSchema,
  degreeRequestSchema,
  prepRequestSchema,
} from '@app/core/ai-api';
import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { stream } from 'hono/streaming';
import type { AiEngine } from '../../ai/engine.ts';
import { currentUser } from '../../auth/access.ts';
import { hit, type LimitRule } from '../../auth/rate-limit.ts';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError, tooManyRequests } from '../../http/errors.ts';
import { validateJson } from '../../http/validate.ts';

/**
 * AI answers per address per 10 minutes, all six tools together: an LLM answer costs money, and a
 * person filling in the forms by hand needs a handful. Multiplied by RATE_LIMIT_IP_FACTOR like the
 * other per-address limits (offices and schools share one address).
 */
export const AI_IP_LIMIT: LimitRule = { max: 30, windowSeconds: 10 * 60 };
/** AI answers per signed-in account per 10 minutes, wherever the account signs in from. */
export const AI_USER_LIMIT: LimitRule = { max: 20, windowSeconds: 10 * 60 };

export interface AiRouteDeps {
  engine: AiEngine;
  database: Database;
  /** Multiplies the per-IP limit (see config RATE_LIMIT_IP_FACTOR). */
  ipLimitFactor: number;
}

/**
 * The six AI tools under `/api/ai/…`. Spec: they work for visitors as well as signed-in users, so
 * they are public; cost is held down by the rate limits instead of a sign-in.
 */
export function aiRoutes(deps: AiRouteDeps) {
  const { engine } = deps;
  const db = deps.database.db;
  const perIp: LimitRule = {
    ...AI_IP_LIMIT,
    max: Math.max(1, Math.round(AI_IP_LIMIT.max * deps.ipLimitFactor)),
  };

  // Counted before the body is read, so floods of bad requests are limited too.
  const limit = createMiddleware<AppEnv>(async (c, next) => {
    const byIp = await hit(db, `ai:ip:${c.var.clientIp}`, perIp);
    if (byIp.count > perIp.max) throw tooManyRequests(undefined, byIp.retryAfterSeconds);
    const user = await currentUser(c);
    if (user) {
      const byUser = await hit(db, `ai:user:${user.id}`, AI_USER_LIMIT);
      if (byUser.count > AI_USER_LIMIT.max) throw tooManyRequests(undefined, byUser.retryAfterSeconds);
    }
    await next();
  });

  /** The engine's answer, or 502 with the spec's failure text for the tool. */
  async function answer<T>(c: Context<AppEnv>, tool: AiTool, run: (signal: AbortSignal) => Promise<T>) {
    try {
      const body = await run(c.req.raw.signal);
      c.header('Cache-Control', 'no-store');
      return c.json(body as object, 200);
    } catch (error) {
      if (error instanceof AppError) throw error;
      c.var.logger.warn({ err: error, tool, engine: engine.info }, 'AI tool failed');
      throw new AppError(502, AI_FAILED, AI_FAILURE_TEXTS[tool]);
    }
  }

  return new Hono<AppEnv>()
    .post('/ai/chat', limit, validateJson(chatRequestSchema), (c) =>
      answer(c, 'chat', (signal) => engine.chat(c.req.valid('json'), signal)),
    )
    .post('/ai/chat/stream', limit, validateJson(chatRequestSchema), (c) => {
      const request = c.req.valid('json');
      c.header('Content-Type', 'application/x-ndjson; charset=utf-8');
      c.header('Cache-Control', 'no-store');
      // Proxies that buffer (nginx) would hold the deltas back until the end.
      c.header('X-Accel-Buffering', 'no');
      return stream(c, async (out) => {
        const aborted = new AbortController();
        out.onAbort(() => aborted.abort());
        const send = (event: ChatStreamEvent) => out.write(`${JSON.stringify(event)}\n`);
        try {
          for await (const event of engine.chatStream(request, aborted.signal)) {
            // Whatever an engine says on failure, the user reads the spec's text.
            await send(event.type === 'error' ? { type: 'error', message: AI_FAILURE_TEXTS.chat } : event);
            if (event.type !== 'delta') return;
          }
        } catch (error) {
          c.var.logger.warn({ err: error, tool: 'chat', engine: engine.info }, 'AI chat stream failed');
          if (!aborted.signal.aborted) await send({ type: 'error', message: AI_FAILURE_TEXTS.chat });
        }
      });
    })
    .post('/ai/career-analysis', limit, validateJson(careerAnalysisRequestSchema), (c) =>
      answer(c, 'careerAnalysis', (signal) => engine.careerAnalysis(c.req.valid('json'), signal)),
    )
    .post('/ai/degree-recommendations', limit, validateJson(degreeRequestSchema), (c) =>
      answer(c, 'degreeRecommendations', (signal) =>
        engine.degreeRecommendations(c.req.valid('json'), signal),
      ),
    )
    .post('/ai/cv', limit, validateJson(cvRequestSchema), (c) =>
      answer(c, 'cv', (signal) => engine.cv(c.req.valid('json'), signal)),
    )
    .post('/ai/cover-letter', limit, validateJson(coverLetterRequestSchema), (c) =>
      answer(c, 'coverLetter', (signal) => engine.coverLetter(c.req.valid('json'), signal)),
    )
    .post('/ai/prep-materials', limit, validateJson(prepRequestSchema), (c) =>
      answer(c, 'prepMaterials', (signal) => engine.prepMaterials(c.req.valid('json'), signal)),
    );
}
