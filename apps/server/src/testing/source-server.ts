import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a route answers: JSON, raw text, or nothing for a while (to provoke time-outs). */
export interface SourceReply {
  status?: number;
  json?: unknown;
  /** Raw body, e.g. broken JSON; wins over `json`. */
  body?: string;
  contentType?: string;
  /** Waits this long before answering. */
  delayMs?: number;
  /** More response headers, e.g. a redirect's Location. */
  headers?: Record<string, string>;
}

export interface SourceRequest {
  method: string;
  path: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: string;
}

export type SourceHandler = (request: SourceRequest) => SourceReply | Promise<SourceReply>;

export interface SourceServer {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Every request received, in order. */
  requests: SourceRequest[];
  /** Answers requests to this path (no query) with the handler; replaces an earlier one. */
  on(path: string, handler: SourceHandler | SourceReply): void;
  /** Forgets every route and recorded request. */
  reset(): void;
  close(): Promise<void>;
}

/**
 * A stand-in for an outside course source on 127.0.0.1: tests point a source's base URL at it and
 * serve responses in the source's real shape, so the adapters' real fetch code runs. Unrouted
 * paths answer 404.
 */
export async function startSourceServer(options: { port?: number } = {}): Promise<SourceServer> {
  const routes = new Map<string, SourceHandler>();
  const requests: SourceRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const request: SourceRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      url,
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    requests.push(request);
    const handler = routes.get(url.pathname);
    const reply: SourceReply = handler
      ? await handler(request)
      : { status: 404, json: { error: 'not found' } };
    if (reply.delayMs) {
      const closed = new Promise<void>((resolve) => res.once('close', () => resolve()));
      await Promise.race([new Promise((r) => setTimeout(r, reply.delayMs)), closed]);
      if (res.destroyed) return;
    }
    const body = reply.body ?? JSON.stringify(reply.json ?? null);
    res.writeHead(reply.status ?? 200, {
      'content-type': reply.contentType ?? 'application/json; charset=utf-8',
      ...reply.headers,
    });
    res.end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on(path, handler) {
      routes.set(path, typeof handler === 'function' ? handler : () => handler);
    },
    reset() {
      routes.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
