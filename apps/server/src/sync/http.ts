import { SyncSourceError } from './source-error.ts';

export interface FetchJsonOptions {
  /** The source's name in error messages ("Microsoft Learn"). */
  label: string;
  /** Longest wait for the whole exchange, headers and body. */
  timeoutMs: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string | URLSearchParams;
  /** Largest body accepted; the Microsoft Learn catalogue is about 30 MB. */
  maxBytes?: number;
}

const DEFAULT_MAX_BYTES = 256 * 1024 * 1024;
/** Redirects followed within one source before giving up. */
const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * Whether `url` is on the source whose origin is `origin`: the same origin, or the same host
 * over https when the source was configured with http. A link or redirect a response gives is
 * followed only then; a compromised or spoofed source could otherwise make the server fetch any
 * address (internal services, cloud metadata), with the source's credentials for some.
 */
export function isOnSource(url: URL, origin: string): boolean {
  if (url.origin === origin) return true;
  const source = new URL(origin);
  return source.protocol === 'http:' && url.protocol === 'https:' && url.hostname === source.hostname;
}

/**
 * A link a source's response gives (the next page), resolved against the page it came from.
 * Throws a SyncSourceError, which fails the sync with this message, when it leads off the source.
 */
export function followSourceLink(link: string, from: string, origin: string, label: string): string {
  let url: URL;
  try {
    url = new URL(link, from);
  } catch {
    throw new SyncSourceError(`${label} sent a next-page link that is not a URL`);
  }
  if (!isOnSource(url, origin)) {
    throw new SyncSourceError(
      `${label} pointed its next page at another site (${url.origin}); only links on ${origin} are followed`,
    );
  }
  return url.href;
}

/**
 * GETs (or POSTs) a JSON document from a source. Every failure becomes a SyncSourceError whose
 * message an admin can act on: unreachable, slower than the time-out, an HTTP error status, a body
 * too large, or a body that is not JSON. A GET follows redirects on the same source only (see
 * isOnSource); a redirect anywhere else fails, like an error status.
 */
export async function fetchJson(url: string, options: FetchJsonOptions): Promise<unknown> {
  const { label, timeoutMs } = options;
  const signal = AbortSignal.timeout(timeoutMs);
  const tooSlow = () => new SyncSourceError(`${label} did not answer within ${formatSeconds(timeoutMs)}`);
  const origin = new URL(url).origin;
  let response: Response;
  let current = url;
  for (let redirects = 0; ; redirects++) {
    try {
      response = await fetch(current, {
        method: options.method ?? 'GET',
        headers: {
          accept: 'application/json',
          'user-agent': 'SkillBridge-catalogue-sync',
          ...options.headers,
        },
        ...(options.body === undefined ? {} : { body: options.body }),
        signal,
        redirect: 'manual',
      });
    } catch (error) {
      if (signal.aborted) throw tooSlow();
      throw new SyncSourceError(`${label} could not be reached (${describeNetworkError(error)})`, {
        cause: error,
      });
    }
    const location = response.headers.get('location');
    if ((options.method ?? 'GET') !== 'GET' || !REDIRECT_STATUSES.has(response.status) || !location) break;
    await response.body?.cancel().catch(() => {});
    if (redirects >= MAX_REDIRECTS)
      throw new SyncSourceError(`${label} redirected more than ${MAX_REDIRECTS} times`);
    const target = URL.parse(location, current);
    if (!target || !isOnSource(target, origin)) {
      throw new SyncSourceError(
        `${label} redirected to another site (${target?.origin ?? location}); only ${origin} is followed`,
      );
    }
    current = target.href;
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    const text = response.statusText ? ` ${response.statusText}` : '';
    throw new SyncSourceError(`${label} answered HTTP ${response.status}${text}`);
  }
  let text: string;
  try {
    text = await readText(response, options.maxBytes ?? DEFAULT_MAX_BYTES, label);
  } catch (error) {
    if (error instanceof SyncSourceError) throw error;
    if (signal.aborted) throw tooSlow();
    throw new SyncSourceError(`${label} broke off its answer (${describeNetworkError(error)})`, {
      cause: error,
    });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new SyncSourceError(`${label} sent a response that is not valid JSON`, { cause: error });
  }
}

async function readText(response: Response, maxBytes: number, label: string): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  const tooLarge = () =>
    new SyncSourceError(`${label} sent more than ${Math.round(maxBytes / 1024 / 1024)} MB`);
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function describeNetworkError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

function formatSeconds(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`;
}
