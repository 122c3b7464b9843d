import type { LiveSource } from '@app/core/live-sync';

/** The spec's words for each sync card (section 2 "Admin panel", section 4 "Sync card", section 8). */
export interface SyncCardTexts {
  title: string;
  subtitle: string;
  description: string;
  /** The spec's text claims shown on the card. */
  claims: string[];
  action: string;
  /** Button label while the sync runs. */
  busy: string;
  success: (n: number) => string;
  failure: (message: string) => string;
  /** When the function reports success false without an error text. */
  fallbackError: string;
}

export const SYNC_CARD_TEXTS: Record<LiveSource, SyncCardTexts> = {
  microsoft: {
    title: 'Microsoft Learn',
    subtitle: 'Microsoft Learn catalog API',
    description:
      'Modules, learning paths, certifications, exams and instructor-led courses from Microsoft Learn.',
    claims: ['Microsoft courses sync automatically daily at 6 AM UTC.'],
    action: 'Fetch Courses',
    busy: 'Fetching...',
    success: (n) => `Successfully fetched ${n} Microsoft Learn courses!`,
    failure: (message) => `Failed to fetch Microsoft courses: ${message}`,
    fallbackError: 'Failed to fetch courses',
  },
  salesforce: {
    title: 'Salesforce Trailhead',
    subtitle: 'Trailhead catalogue feed',
    description: 'Trailhead modules, trails, projects and superbadges.',
    claims: ['Salesforce courses sync automatically daily at 7 AM UTC.'],
    action: 'Fetch Courses',
    busy: 'Fetching...',
    success: (n) => `Successfully fetched ${n} Salesforce Trailhead courses!`,
    failure: (message) => `Failed to fetch Salesforce courses: ${message}`,
    fallbackError: 'Failed to fetch courses',
  },
  edx: {
    title: 'Tech Company Courses',
    subtitle: 'edX partnerships',
    // The spec's per-company figures were estimates written into the page; what a sync brings is
    // counted by the sync itself (its toast and the history), so no figure is claimed here.
    description:
      'Courses from technology companies through their edX partnerships: IBM, Microsoft, Google, AWS, Meta, Adobe, Apple and others.',
    claims: ['Tech courses sync automatically daily at 8 AM UTC.'],
    action: 'Sync Courses',
    busy: 'Syncing...',
    success: (n) => `Successfully synced ${n} tech courses from edX partnerships!`,
    failure: (message) => `Failed to sync edX tech courses: ${message}`,
    fallbackError: 'Failed to sync courses',
  },
};

/** The card's failed state names the reason (the spec's 'check console for details' told an admin nothing). */
export const syncFailedText = (reason: string) => `Sync failed: ${reason}`;
export const DOWNLOADED_TEXT = 'Course file downloaded! You can now integrate it into your codebase.';
