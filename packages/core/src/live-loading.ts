/**
 * The /courses loading banner (spec section 4, "Course loading"). Apart from the live-sync
 * contracts on purpose: it imports only their types, so the catalogue page's start-up neither
 * downloads nor runs zod.
 */
import type { LiveSourcesResponse } from './live-sync.ts';

/** The banner's spec texts. */
export const LOADING_LIVE_MESSAGE = 'Loading live courses from Microsoft, Salesforce, and edX APIs...';
export const LOADING_REMAINING_MESSAGE = 'Loading remaining courses...';

/**
 * The banner for the live sources' state: the first text while live sources load and none has
 * data yet, the second while some have data and more is loading, nothing once all are loaded.
 */
export function liveLoadingMessage(sources: LiveSourcesResponse['sources']): string | null {
  if (!sources.some((s) => s.loading)) return null;
  return sources.some((s) => s.courses > 0) ? LOADING_REMAINING_MESSAGE : LOADING_LIVE_MESSAGE;
}
