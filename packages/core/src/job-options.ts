import { countOf, formatCount } from './format-count';
/**
 * The jobs board's fixed values, labels and texts (spec 001: Jobs, Job entity, error catalogue,
 * constants). No zod here, so the web app imports them cheaply.
 */

/** Where a job came from: a public job-board API, or the sample postings a new install shows. */
export const JOB_SOURCES = ['greenhouse', 'lever', 'ashby', 'sample'] as const;
export type JobSource = (typeof JOB_SOURCES)[number];

/** The job-board platforms that can be fetched. */
export const JOB_BOARD_SOURCES = ['greenhouse', 'lever', 'ashby'] as const;
export type JobBoardSource = (typeof JOB_BOARD_SOURCES)[number];

/** The card's provider badge: the platform the posting was read from. */
export const JOB_PROVIDER_NAMES: Record<JobSource, string> = {
  greenhouse: 'Greenhouse',
  lever: 'Lever',
  ashby: 'Ashby',
  sample: 'SkillBridge',
};

/** Spec: the values seen for colouring. Stored lower-case. */
export const REMOTE_TYPES = ['remote', 'hybrid', 'onsite'] as const;
export type RemoteType = (typeof REMOTE_TYPES)[number];

export const JOB_TYPES = ['full-time', 'part-time', 'contract', 'internship', 'temporary'] as const;
export type JobType = (typeof JOB_TYPES)[number];

/** Spec: entry, mid, senior and lead are the coloured levels; intern is an internship's (issue 21). */
export const EXPERIENCE_LEVELS = ['intern', 'entry', 'mid', 'senior', 'lead'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

export const REMOTE_TYPE_LABELS: Record<RemoteType, string> = {
  remote: 'Remote',
  hybrid: 'Hybrid',
  onsite: 'On-site',
};

export const JOB_TYPE_LABELS: Record<JobType, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
  temporary: 'Temporary',
};

export const EXPERIENCE_LEVEL_LABELS: Record<ExperienceLevel, string> = {
  intern: 'Intern',
  entry: 'Entry level',
  mid: 'Mid level',
  senior: 'Senior',
  lead: 'Lead',
};

/** Where an application stands; the user moves it (an apply records 'applied'). */
export const APPLICATION_STATUSES = [
  'saved',
  'applied',
  'interviewing',
  'offer',
  'rejected',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  saved: 'Saved',
  applied: 'Applied',
  interviewing: 'Interviewing',
  offer: 'Offer',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

/** The most an application's note may hold. */
export const APPLICATION_NOTE_MAX = 2000;

/** Spec: 'Jobs page size 1000 per read' is the most one request may ask for. */
export const JOB_PAGE_MAX = 1000;
/** What the board asks for per page while scrolling. */
export const JOB_PAGE_DEFAULT = 30;
/** Spec: job cards show 3 skills. */
export const JOB_CARD_SKILLS = 3;
/** Spec: 6 skeleton cards while loading. */
export const JOB_SKELETON_CARDS = 6;
export const JOB_SEARCH_MAX_LENGTH = 200;
/** Skills one query may filter by. */
export const JOB_SKILL_FILTER_MAX = 20;

/** Error code of the 409 answered to a second application to one job. */
export const ALREADY_APPLIED = 'already_applied';
/** Error code of the 409 answered to an application to a job no longer listed. */
export const JOB_CLOSED = 'job_closed';
/** Error code of the 409 answered to an application to a sample posting (no employer behind it). */
export const SAMPLE_JOB = 'sample_job';

/** The spec's texts, word for word. */
export const JOB_MESSAGES = {
  pageTitle: 'Tech Company Jobs',
  loading: 'Loading jobs...',
  count: (filtered: number, total: number) => `${formatCount(filtered)} of ${countOf(total, 'job')}`,
  refresh: 'Refresh Jobs',
  refreshing: 'Updating...',
  locationPlaceholder: 'Search locations...',
  selectedSkills: 'Selected Skills:',
  clearAll: 'Clear all',
  clearFilters: 'Clear filters',
  emptyTitle: 'No jobs available yet',
  emptyText: "We're working on adding job listings from our platform providers.",
  noMatchTitle: 'No jobs match your criteria',
  viewDetails: 'View Details',
  applyNow: 'Apply Now',
  applying: 'Applying...',
  applied: 'Applied',
  viewOriginal: 'View Original',
  sample: 'Sample',

  loadErrorTitle: 'Error loading jobs',
  loadError: 'Failed to load job listings. Please try again.',
  errorTitle: 'Error',
  error: 'Something went wrong. Please try again.',

  fetchFailedTitle: 'Fetch Failed',
  fetchUnexpected: 'An unexpected error occurred',
  fetchFailed: 'Failed to fetch jobs',
  fetchedTitle: '✅ Jobs Updated!',
  fetched: (jobs: number, sources: number) =>
    `Fetched ${countOf(jobs, 'new job')} from ${countOf(sources, 'source')}`,
  refreshedTitle: 'Jobs Refreshed!',
  refreshed: 'Successfully updated job listings',

  loginRequiredTitle: 'Login Required',
  loginRequired: 'Please log in to apply for jobs.',
  alreadyAppliedTitle: 'Already Applied',
  alreadyApplied: 'You have already applied to this job.',
  applyFailedTitle: 'Application Failed',
  applyFailed: 'Something went wrong. Please try again.',
  // The spec's 'Application Submitted!' claimed an employer received something; the application
  // happens on the employer's own site, so the texts say so (issue 21).
  appliedTitle: 'Saved to My applications.',
  appliedText: (company: string) => `Finish your application on ${company}'s site.`,
  openedPosting: 'The posting opened in a new tab.',

  jobClosed: 'This job is no longer listed.',
  sampleNoApply: 'This is a sample posting: there is no employer to apply to.',
  removedTitle: 'Removed from My applications',
  trackerTitle: 'My applications',
  trackerEmpty: "You haven't applied to any jobs yet.",
  exportCsv: 'Export CSV',
  closed: 'closed',
} as const;
