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

/**
 * GETs (or POSTs) a JSON document from a source. Every failure becomes a SyncSourceError whose
 * message an admin can act on: unreachable, slower than the time-out, an HTTP error status, a body
 * too large, or a body that is not JSON.
 */
export async function fetchJson(url: string, options: FetchJsonOptions): Promise<unknown> {
  const { label, timeoutMs } = options;
  const signal = AbortSignal.timeout(timeoutMs);
  const tooSlow = () => new SyncSourceError(`${label} did not answer within ${formatSeconds(timeoutMs)}`);
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers: { accept: 'application/json', 'user-agent': 'SkillBridge-catalogue-sync', ...options.headers },
      ...(options.body === undefined ? {} : { body: options.body }),
      signal,
      redirect: 'follow',
    });
  } catch (error) {
    if (signal.aborted) throw tooSlow();
    throw new SyncSourceError(`${label} could not be reached (${describeNetworkError(error)})`, {
      cause: error,
    });
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
