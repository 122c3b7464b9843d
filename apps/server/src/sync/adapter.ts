import type { LiveSource } from '@app/core/course-catalogue';
import type { ParseOutcome } from './records.ts';

/** What every fetch of a source may use. */
export interface FetchContext {
  timeoutMs: number;
}

/** One live source: how to fetch its catalogue and how to read a saved response of it. */
export interface SourceAdapter {
  source: LiveSource;
  /** The source's name in messages ("Microsoft Learn"). */
  label: string;
  /** False when the source cannot be fetched as configured; `unconfiguredReason` says why. */
  configured: boolean;
  unconfiguredReason?: string;
  /** Which API a fetch uses, for the log ("Learn Platform API", "legacy catalog API"). */
  describe(): string;
  /** Fetches the source's whole catalogue now. Throws SyncSourceError when the source fails. */
  fetchCourses(context: FetchContext): Promise<ParseOutcome>;
  /**
   * Reads a response saved earlier (`npm run sync -- <source> --from-file PATH`), in the same shape the
   * fetch receives. Throws SyncSourceError when the document is not that shape.
   */
  parseSaved(document: unknown): ParseOutcome;
}
