import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharedFixturesDir } from './shared-fixtures.ts';
import type { SourceReply, SourceServer } from './source-server.ts';

/** A job board answer to serve: a recorded real one when ../shared/fixtures has it, else the project's own. */
export interface RecordedBoard {
  token: string;
  /** The raw answer, as the platform sent it. */
  text: string;
  /** Postings in it. */
  postings: number;
  /**
   * A recorded real answer (every posting in it is listed once imported); the project's own
   * fixture, the fallback, holds broken postings on purpose, which the import leaves out.
   */
  recorded: boolean;
}

const ownFixtures = join(import.meta.dirname, '../sync/jobs/fixtures');

function load(shared: string, own: string, ownToken: string, token: string): RecordedBoard {
  const sharedPath = join(sharedFixturesDir, shared);
  const path = existsSync(sharedPath) ? sharedPath : join(ownFixtures, own);
  const text = readFileSync(path, 'utf8');
  const parsed = JSON.parse(text) as unknown[] | { jobs: unknown[] };
  return {
    token: path === sharedPath ? token : ownToken,
    text,
    postings: Array.isArray(parsed) ? parsed.length : parsed.jobs.length,
    recorded: path === sharedPath,
  };
}

/** Greenhouse's recorded answer for Luno (10 postings). */
export const recordedGreenhouseBoard = () =>
  load('greenhouse/luno.json', 'greenhouse-acmecloud.json', 'acmecloud', 'luno');

/** Lever's recorded answer for Mama Money (11 postings). */
export const recordedLeverBoard = () =>
  load('lever/mamamoney.json', 'lever-leverco.json', 'leverco', 'mamamoney');

/** Serves a Greenhouse board answer at its API path. */
export function serveGreenhouse(source: SourceServer, board: RecordedBoard, reply: SourceReply = {}): void {
  source.on(`/v1/boards/${board.token}/jobs`, { body: board.text, ...reply });
}

/** Serves a Lever answer at its API path, paged by `skip` and `limit` as Lever pages it. */
export function serveLever(source: SourceServer, board: RecordedBoard, reply: SourceReply = {}): void {
  const postings = JSON.parse(board.text) as unknown[];
  source.on(`/v0/postings/${board.token}`, (request) => {
    const skip = Number(request.url.searchParams.get('skip') ?? 0);
    const limit = Number(request.url.searchParams.get('limit') ?? 100);
    return { json: postings.slice(skip, skip + limit), ...reply };
  });
}
