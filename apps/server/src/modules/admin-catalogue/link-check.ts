import type { LinkCheckProgress } from '@app/core/catalogue-health';
import type { LinkCheckConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import { linkTargets, recordLinkCheck } from './queries.ts';

export interface LinkResult {
  status: 'ok' | 'broken';
  /** Why a link is broken ('HTTP 404', 'timeout', …); null for a working link. */
  detail: string | null;
  /** Where the link led, redirects followed. */
  finalUrl: string | null;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 10;

class LinkProblem extends Error {}

/** A page of search results: where vendors send a link whose course they no longer have. */
export function looksLikeSearchPage(url: URL): boolean {
  if (/(^|\/)(search|results|find)(\/|$|\.)/i.test(url.pathname)) return true;
  return ['q', 'query', 'search', 'keyword', 'keywords', 'term'].some((k) => url.searchParams.has(k));
}

const isHomePage = (url: URL) =>
  url.pathname.replace(/\/+$/, '') === '' || /^\/[a-z]{2}(-[a-z]{2})?\/?$/i.test(url.pathname);

interface Answer {
  status: number;
  url: string;
  /** A redirect without a Location header. */
  noLocation: boolean;
}

async function follow(
  start: string,
  method: 'HEAD' | 'GET',
  userAgent: string,
  signal: AbortSignal,
): Promise<Answer> {
  let url = start;
  for (let hops = 0; ; hops++) {
    const res = await fetch(url, {
      method,
      redirect: 'manual',
      signal,
      headers: { 'user-agent': userAgent, accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' },
    });
    // Only the status matters: the body is never read.
    await res.body?.cancel().catch(() => {});
    if (!REDIRECT_STATUSES.has(res.status)) return { status: res.status, url, noLocation: false };
    const location = res.headers.get('location');
    if (!location) return { status: res.status, url, noLocation: true };
    if (hops >= MAX_REDIRECTS) throw new LinkProblem('too many redirects');
    const next = new URL(location, url);
    if (next.protocol !== 'https:' && next.protocol !== 'http:') {
      throw new LinkProblem(`redirected to a ${next.protocol.replace(':', '')} address`);
    }
    url = next.href;
  }
}

/** The cause's code of a failed fetch, e.g. ENOTFOUND. */
function errorCode(error: unknown): string | undefined {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

function describeFailure(error: unknown, timedOut: boolean): string {
  if (timedOut) return 'timeout';
  if (error instanceof LinkProblem) return error.message;
  const code = errorCode(error) ?? '';
  if (['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_FAIL'].includes(code)) return 'DNS failure';
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE'].includes(code)) return 'connection reset';
  if (['ETIMEDOUT', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT'].includes(code)) return 'timeout';
  if (/CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code)) return 'TLS certificate error';
  if (['EHOSTUNREACH', 'ENETUNREACH'].includes(code)) return 'host unreachable';
  return code ? `network error (${code})` : 'network error';
}

/**
 * Requests one course link as a browser would reach it: HEAD first, GET where HEAD is refused
 * (many sites answer HEAD with 403, 405 or even 404), redirects followed, all within
 * `timeoutMs`. A link is broken when it fails, answers an error, or is redirected to a search
 * page or the site's home page (the course is gone though the site answers 200).
 */
export async function checkLink(
  link: string,
  options: { timeoutMs: number; userAgent: string; signal?: AbortSignal | undefined },
): Promise<LinkResult> {
  let start: URL;
  try {
    start = new URL(link);
  } catch {
    return { status: 'broken', detail: 'not a web address', finalUrl: null };
  }
  if (start.protocol !== 'https:' && start.protocol !== 'http:') {
    return { status: 'broken', detail: 'not a web address', finalUrl: null };
  }
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  let answer: Answer;
  try {
    answer = await follow(start.href, 'HEAD', options.userAgent, signal);
    if (answer.status >= 400) answer = await follow(start.href, 'GET', options.userAgent, signal);
  } catch (error) {
    return { status: 'broken', detail: describeFailure(error, timeout.aborted), finalUrl: null };
  }
  const final = new URL(answer.url);
  if (answer.noLocation) {
    return { status: 'broken', detail: `HTTP ${answer.status} without a Location`, finalUrl: answer.url };
  }
  if (answer.status >= 400 || answer.status < 200) {
    return { status: 'broken', detail: `HTTP ${answer.status}`, finalUrl: answer.url };
  }
  if (answer.url !== start.href) {
    if (looksLikeSearchPage(final) && !looksLikeSearchPage(start)) {
      return { status: 'broken', detail: 'redirected to a search page', finalUrl: answer.url };
    }
    if (isHomePage(final) && !isHomePage(start)) {
      return { status: 'broken', detail: 'redirected to the home page', finalUrl: answer.url };
    }
  }
  return { status: 'ok', detail: null, finalUrl: answer.url };
}

export interface LinkChecker {
  /** Starts a check of every catalogue course link in the background; false when one is running. */
  start(): boolean;
  progress(): LinkCheckProgress;
  /** Resolves when the running check (if any) has ended. */
  settled(): Promise<void>;
  /** Stops a running check (what it stored so far stays) and waits for it. */
  stop(): Promise<void>;
}

/**
 * The admin's link check: requests every link in the courses table, a few at a time, and stores
 * each result on its course as it comes (so a stopped check keeps what it found). One check runs
 * per server; its progress lives here, its results in the table.
 */
export function createLinkChecker(options: {
  database: Database;
  logger: Logger;
  config: LinkCheckConfig;
}): LinkChecker {
  const { database, config } = options;
  const logger = options.logger.child({ component: 'link-check' });
  let progress: LinkCheckProgress = {
    running: false,
    checked: 0,
    total: 0,
    startedAt: null,
    finishedAt: null,
    error: null,
  };
  let run: Promise<void> | undefined;
  let stopping: AbortController | undefined;

  async function checkAll(abort: AbortSignal): Promise<void> {
    const started = performance.now();
    const targets = await linkTargets(database.db);
    progress = { ...progress, total: targets.length };
    let next = 0;
    let broken = 0;
    // A host whose name did not resolve fails every link of it the same way: asked once per run
    // (a vendor has dozens of courses, and slow failing look-ups hold the resolver's threads).
    const unresolved = new Set<string>();
    const hostOf = (link: string) => {
      try {
        return new URL(link).host;
      } catch {
        return '';
      }
    };
    const worker = async () => {
      while (!abort.aborted) {
        const target = targets[next++];
        if (!target) return;
        const host = hostOf(target.link);
        const result: LinkResult = unresolved.has(host)
          ? { status: 'broken', detail: 'DNS failure', finalUrl: null }
          : await checkLink(target.link, {
              timeoutMs: config.timeoutMs,
              userAgent: config.userAgent,
              signal: abort,
            });
        if (result.detail === 'DNS failure' && host) unresolved.add(host);
        if (abort.aborted) return;
        await recordLinkCheck(database.db, { id: target.id, link: target.link, ...result });
        if (result.status === 'broken') broken++;
        progress = { ...progress, checked: progress.checked + 1 };
      }
    };
    await Promise.all(Array.from({ length: Math.min(config.concurrency, targets.length) }, worker));
    logger.info(
      {
        checked: progress.checked,
        total: targets.length,
        broken,
        stopped: abort.aborted,
        durationMs: Math.round(performance.now() - started),
      },
      'Course link check finished',
    );
  }

  return {
    start() {
      if (run) return false;
      const controller = new AbortController();
      stopping = controller;
      progress = {
        running: true,
        checked: 0,
        total: 0,
        startedAt: new Date().toISOString(),
        finishedAt: null,
        error: null,
      };
      run = checkAll(controller.signal)
        .catch((error: unknown) => {
          logger.error({ err: error }, 'Course link check failed');
          progress = { ...progress, error: 'The check stopped on an error; see the server log.' };
        })
        .finally(() => {
          progress = { ...progress, running: false, finishedAt: new Date().toISOString() };
          run = undefined;
          stopping = undefined;
        });
      return true;
    },
    progress: () => progress,
    settled: async () => {
      await run;
    },
    async stop() {
      stopping?.abort();
      await run;
    },
  };
}
