import { request } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A request sent as written: unlike `fetch`, the path is not normalised (`/../` and `%2e%2e` stay)
 * and any method may carry a body. For tests of path handling and protocol edge cases.
 */
export function rawRequest(
  baseUrl: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname, port, method: options.method ?? 'GET', path: options.path, headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Checks a response body is the API error shape; returns it parsed. */
export function parseErrorBody(text: string): {
  error: { code: string; message: string; details?: unknown };
} {
  const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
  if (typeof body.error?.code !== 'string' || typeof body.error.message !== 'string') {
    throw new Error(`Not the API error shape: ${text.slice(0, 300)}`);
  }
  return body as { error: { code: string; message: string; details?: unknown } };
}

/** Matches what a leaked stack trace or internal detail looks like in a response. */
export const leakedInternals = /\n\s+at\s|node_modules|\.ts:\d+|\bstack\b/i;
