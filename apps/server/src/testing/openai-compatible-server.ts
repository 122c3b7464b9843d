import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real OpenAI-compatible chat completions server on loopback, for driving the LLM engine through
 * its real HTTP client: `POST /v1/chat/completions`, answered as JSON or, with `stream: true`, as
 * server-sent events in the shape OpenAI sends. Each test scripts what the "model" answers.
 */

/** One scripted answer. */
export type ScriptedReply =
  /** The assistant message's text (for structured output: the JSON text), sent in `chunks` when streamed. */
  | { content: string; chunks?: string[]; delayMs?: number }
  /** Accept the request and never answer (a hung model). */
  | { hang: true }
  /** An HTTP error from the provider. */
  | { status: number; body?: string };

export interface ChatCompletionRequest {
  model: string;
  messages: Array<{ role: string; content: unknown }>;
  stream?: boolean;
  response_format?: { type: string; json_schema?: { name?: string; schema?: unknown; strict?: boolean } };
  [key: string]: unknown;
}

export interface RecordedRequest {
  body: ChatCompletionRequest;
  headers: IncomingMessage['headers'];
}

export type ReplyScript = (request: ChatCompletionRequest, index: number) => ScriptedReply;

export interface OpenAiCompatibleServer {
  /** The API root to configure as AI_BASE_URL, e.g. http://127.0.0.1:41234/v1 */
  baseUrl: string;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  /** Answers the next requests with these, in order; after them `setScript`'s function answers. */
  enqueue(...replies: ScriptedReply[]): void;
  /** The answer for any request with no queued reply (default: a 500). */
  setScript(script: ReplyScript): void;
  /** Forgets the queue, the script and the recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

export async function startOpenAiCompatibleServer(): Promise<OpenAiCompatibleServer> {
  const requests: RecordedRequest[] = [];
  let queue: ScriptedReply[] = [];
  const fallback: ReplyScript = () => ({ status: 500, body: '{"error":{"message":"no reply scripted"}}' });
  let script: ReplyScript = fallback;
  const hung = new Set<ServerResponse>();

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: String(error) } }));
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST' || req.url?.split('?')[0] !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `No route ${req.method} ${req.url}` } }));
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatCompletionRequest;
    const index = requests.length;
    requests.push({ body, headers: req.headers });
    const reply = queue.shift() ?? script(body, index);

    if ('hang' in reply) {
      hung.add(res);
      res.on('close', () => hung.delete(res));
      return;
    }
    if ('status' in reply) {
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(reply.body ?? JSON.stringify({ error: { message: `HTTP ${reply.status}` } }));
      return;
    }
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    const id = `chatcmpl-test-${index}`;
    const created = Math.floor(Date.now() / 1000);
    if (body.stream) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
      const base = { id, object: 'chat.completion.chunk', created, model: body.model };
      send({
        ...base,
        choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }],
      });
      for (const part of reply.chunks ?? [reply.content]) {
        send({ ...base, choices: [{ index: 0, delta: { content: part }, finish_reason: null }] });
      }
      send({
        ...base,
        choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      });
      res.end('data: [DONE]\n\n');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id,
        object: 'chat.completion',
        created,
        model: body.model,
        choices: [
          { index: 0, message: { role: 'assistant', content: reply.content }, finish_reason: 'stop' },
        ],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    );
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...replies) => {
      queue.push(...replies);
    },
    setScript: (next) => {
      script = next;
    },
    reset: () => {
      queue = [];
      script = fallback;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hung) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The user message text of a recorded request (the engine's prompt). */
export function promptOf(request: RecordedRequest): string {
  return request.body.messages
    .filter((m) => m.role === 'user')
    .map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content)))
    .join('\n');
}
