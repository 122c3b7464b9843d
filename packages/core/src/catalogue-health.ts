/**
 * The admin panel's view of the catalogue's health: the courses whose facts were confirmed
 * longest ago (never first), and the links the last admin-started link check found broken.
 */

/** How many courses of each list one answer holds. */
export const CATALOGUE_HEALTH_LIMIT = 25;

export interface StaleFactsCourse {
  id: number;
  title: string;
  provider: string;
  link: string;
  /** The day its facts were last confirmed at the vendor ('2026-03-01'); null: never. */
  factsConfirmedOn: string | null;
}

export interface BrokenLinkCourse {
  id: number;
  title: string;
  provider: string;
  link: string;
  /** What the check found: 'HTTP 404', 'timeout', 'DNS failure', 'redirected to a search page'. */
  detail: string;
  checkedAt: string;
}

export interface LinkCheckProgress {
  running: boolean;
  /** Links of the run in progress (or the last run of this server) checked so far, and in all. */
  checked: number;
  total: number;
  startedAt: string | null;
  finishedAt: string | null;
  /** An error that stopped the run, if one did. */
  error: string | null;
}

export interface CatalogueHealthResponse {
  staleFacts: {
    courses: StaleFactsCourse[];
    /** Courses whose facts were never confirmed. */
    neverConfirmed: number;
    total: number;
  };
  links: {
    courses: BrokenLinkCourse[];
    /** From the stored results of every course's last check. */
    broken: number;
    ok: number;
    unchecked: number;
    lastCheckedAt: string | null;
  };
  linkCheck: LinkCheckProgress;
}

/** `POST /api/admin/catalogue/link-check` answers 202 with the check's progress. */
export interface LinkCheckStartResponse {
  /** False when a check was already running (this answer is its progress). */
  started: boolean;
  linkCheck: LinkCheckProgress;
}
