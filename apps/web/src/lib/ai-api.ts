// Types only: the home page's chat uses this module and must not pull zod into the `/` bundle.
import type {
  CareerAnalysisRequest,
  CareerAnalysisResponse,
  ChatResponse,
  ChatStreamEvent,
  CoverLetterRequestInput,
  CoverLetterResponse,
  CvRequestInput,
  CvResponse,
  DegreeRequest,
  DegreeResponse,
  PrepRequest,
  PrepResponse,
} from '@app/core/ai-api';
import { ApiError, api, toApiError } from './api-client';

/**
 * Calls of the AI tools' API (`/api/ai/…`). Failures arrive as ApiError whose message is the
 * server's (the spec's failure texts), so pages can show `error.message` as they are.
 */

export type DegreeRequestInput = Pick<DegreeRequest, 'interests' | 'strengths'> &
  Partial<Omit<DegreeRequest, 'interests' | 'strengths'>>;
export type PrepRequestInput = Pick<PrepRequest, 'courseTitle' | 'materialType'> &
  Partial<Omit<PrepRequest, 'courseTitle' | 'materialType'>>;

export function postChat(message: string, signal?: AbortSignal): Promise<ChatResponse> {
  return api.post<ChatResponse>('/ai/chat', { message }, { signal });
}

export function postCareerAnalysis(
  input: CareerAnalysisRequest,
  signal?: AbortSignal,
): Promise<CareerAnalysisResponse> {
  return api.post<CareerAnalysisResponse>('/ai/career-analysis', input, { signal });
}

export function postDegreeRecommendations(
  input: DegreeRequestInput,
  signal?: AbortSignal,
): Promise<DegreeResponse> {
  return api.post<DegreeResponse>('/ai/degree-recommendations', input, { signal });
}

export function postCv(input: CvRequestInput, signal?: AbortSignal): Promise<CvResponse> {
  return api.post<CvResponse>('/ai/cv', input, { signal });
}

export function postCoverLetter(
  input: CoverLetterRequestInput,
  signal?: AbortSignal,
): Promise<CoverLetterResponse> {
  return api.post<CoverLetterResponse>('/ai/cover-letter', input, { signal });
}

export function postPrepMaterials(input: PrepRequestInput, signal?: AbortSignal): Promise<PrepResponse> {
  return api.post<PrepResponse>('/ai/prep-materials', input, { signal });
}

const NETWORK_MESSAGE = 'Could not reach the server. Check your connection and try again.';

/**
 * Starts the streamed chat. Resolves with the open response once the server accepted the
 * message (read it with `readChatStream`); an HTTP error or a network failure throws ApiError.
 */
export async function openChatStream(message: string, signal?: AbortSignal): Promise<Response> {
  let response: Response;
  try {
    response = await fetch('/api/ai/chat/stream', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson' },
      body: JSON.stringify({ message }),
      credentials: 'include',
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network_error', NETWORK_MESSAGE);
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

function parseEvent(line: string): ChatStreamEvent {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new ApiError(502, 'bad_stream', 'The reply could not be read.');
  }
  if (typeof value !== 'object' || value === null || !('type' in value)) {
    throw new ApiError(502, 'bad_stream', 'The reply could not be read.');
  }
  return value as ChatStreamEvent;
}

/**
 * Reads the chat's NDJSON stream: calls `onDelta` with each piece of text as it arrives and
 * resolves with the final answer of the `done` event. An `error` event, a broken line or a
 * stream that ends without `done` throws ApiError (the `error` event's message is kept).
 */
export async function readChatStream(
  response: Response,
  onDelta: (text: string) => void,
): Promise<ChatResponse> {
  if (!response.body) throw new ApiError(502, 'bad_stream', 'The reply could not be read.');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';

  const handle = (line: string): ChatResponse | undefined => {
    if (line.trim() === '') return undefined;
    const event = parseEvent(line);
    if (event.type === 'delta') {
      if (typeof event.text === 'string' && event.text) onDelta(event.text);
      return undefined;
    }
    // The server's answer as sent: its schema (core's chatStreamEventSchema) promises every field.
    if (event.type === 'done') return event;
    if (event.type === 'error') {
      throw new ApiError(
        502,
        'ai_failed',
        typeof event.message === 'string' ? event.message : 'The AI failed.',
      );
    }
    return undefined;
  };

  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<string>;
      try {
        chunk = await reader.read();
      } catch (cause) {
        if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
        throw new ApiError(0, 'network_error', NETWORK_MESSAGE);
      }
      if (chunk.done) break;
      buffer += chunk.value;
      let newline = buffer.indexOf('\n');
      while (newline !== -1) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        const done = handle(line);
        if (done) return done;
        newline = buffer.indexOf('\n');
      }
    }
    const done = handle(buffer);
    if (done) return done;
    throw new ApiError(502, 'bad_stream', 'The reply ended before it was complete.');
  } finally {
    reader.cancel().catch(() => {});
  }
}
