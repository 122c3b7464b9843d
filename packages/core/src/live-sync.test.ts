import { describe, expect, it } from 'vitest';
import { LOADING_LIVE_MESSAGE, LOADING_REMAINING_MESSAGE, liveLoadingMessage } from './live-loading.ts';
import { LIVE_SOURCE_INFO, LIVE_SOURCES, type LiveSourcesResponse, syncResponseSchema } from './live-sync.ts';

const state = (...entries: Array<[boolean, number]>): LiveSourcesResponse['sources'] =>
  entries.map(([loading, courses], i) => ({ source: LIVE_SOURCES[i]!, loading, courses }));

describe('liveLoadingMessage (spec: course loading banner)', () => {
  it('shows the first text while live sources load and none has courses yet', () => {
    expect(liveLoadingMessage(state([true, 0], [true, 0], [false, 0]))).toBe(LOADING_LIVE_MESSAGE);
    expect(LOADING_LIVE_MESSAGE).toBe('Loading live courses from Microsoft, Salesforce, and edX APIs...');
  });

  it('shows the second text while some have courses and more are loading', () => {
    expect(liveLoadingMessage(state([false, 120], [true, 0], [false, 0]))).toBe(LOADING_REMAINING_MESSAGE);
    // A source being synced again still has its earlier courses.
    expect(liveLoadingMessage(state([true, 120], [false, 0], [false, 0]))).toBe(LOADING_REMAINING_MESSAGE);
    expect(LOADING_REMAINING_MESSAGE).toBe('Loading remaining courses...');
  });

  it('shows nothing once every source is loaded, with or without courses', () => {
    expect(liveLoadingMessage(state([false, 0], [false, 0], [false, 0]))).toBeNull();
    expect(liveLoadingMessage(state([false, 9], [false, 3], [false, 0]))).toBeNull();
  });
});

describe('live source facts', () => {
  it('names the spec download files and the scheduled hours', () => {
    expect(LIVE_SOURCES.map((s) => LIVE_SOURCE_INFO[s].fileName)).toEqual([
      'microsoftLearnCourses.ts',
      'salesforceTrailheadCourses.ts',
      'edxTechCourses.ts',
    ]);
    expect(LIVE_SOURCES.map((s) => LIVE_SOURCE_INFO[s].scheduleHourUtc)).toEqual([6, 7, 8]);
  });

  it('reads the spec Sync response (success, total, courses, error)', () => {
    expect(syncResponseSchema.parse({ success: false, total: 0, error: 'boom' })).toEqual({
      success: false,
      total: 0,
      error: 'boom',
    });
    expect(syncResponseSchema.safeParse({ success: true }).success).toBe(false);
  });
});
