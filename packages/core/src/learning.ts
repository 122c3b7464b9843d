/**
 * Learning tracking and the dashboard's figures (spec sections 3, 4 and 9): what counts as in
 * progress, learning hours, the three goals, time left on a course, recent activity. Pure: the
 * server feeds it the user's rows, the web app shows what it returns.
 */

/** Spec: the enrollment status values seen. A saved course is 'enrolled'. */
export const ENROLLMENT_STATUSES = ['enrolled', 'in_progress', 'completed'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

/**
 * A course started (a session logged, progress set). The spec also counted a course only saved
 * ('enrolled') as in progress; saving is not starting, so Saved is its own state on the dashboard.
 */
export function isInProgress(status: EnrollmentStatus): boolean {
  return status === 'in_progress';
}

/** A course saved for later and not started yet. */
export function isSaved(status: EnrollmentStatus): boolean {
  return status === 'enrolled';
}

/** Spec: the achievement types read from user_achievements. */
export const ACHIEVEMENT_TYPES = ['certificate', 'skill', 'completed'] as const;
export type AchievementType = (typeof ACHIEVEMENT_TYPES)[number];

export const PROGRESS_MIN = 0;
/** Spec: progress bar default max 100. */
export const PROGRESS_MAX = 100;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** One study session is at most a day long; anything longer is a typing mistake. */
export const SESSION_MINUTES_MAX = 24 * 60;

/** Spec section 9: the three goals and how their bars fill. */
export const GOALS = {
  monthlyHours: { target: 20, percentPerUnit: 5 },
  yearlyCourses: { target: 5, percentPerUnit: 20 },
  skills: { target: 10, percentPerUnit: 10 },
} as const;
export type GoalName = keyof typeof GOALS;

/** Spec: recent activity shows 3 items. */
export const RECENT_ACTIVITY_COUNT = 3;

/** Spec: learning hours = total session minutes divided by 60, rounded down. */
export function learningHours(totalMinutes: number): number {
  return Math.floor(Math.max(0, totalMinutes) / 60);
}

/** A goal's bar: the count times the goal's step, never above 100. */
export function goalPercent(goal: GoalName, current: number): number {
  return Math.min(100, Math.max(0, current) * GOALS[goal].percentPerUnit);
}

/** Spec: time left is the larger of 1 and floor((100 - progress) / 10) weeks. */
export function weeksLeft(progress: number): number {
  return Math.max(1, Math.floor((PROGRESS_MAX - clampProgress(progress)) / 10));
}

/** '1 week', '9 weeks'. */
export function formatWeeksLeft(weeks: number): string {
  return `${weeks} week${weeks === 1 ? '' : 's'}`;
}

/**
 * The next step on a course, shown under the spec's 'Next Assignment' label: the next multiple of
 * 10 percent above the current progress (100 once past 90).
 */
export function nextMilestone(progress: number): number {
  return Math.min(PROGRESS_MAX, Math.floor(clampProgress(progress) / 10) * 10 + 10);
}

function clampProgress(progress: number): number {
  return Math.min(PROGRESS_MAX, Math.max(PROGRESS_MIN, progress));
}

/** The average of the user's own ratings, to one decimal; 0 when there are none. */
export function averageRating(ratings: readonly (number | null)[]): number {
  const given = ratings.filter((r): r is number => r !== null);
  if (given.length === 0) return 0;
  const mean = given.reduce((sum, r) => sum + r, 0) / given.length;
  return Math.round(mean * 10) / 10;
}

/** Skills compared as people write them: case, outer spaces and doubled spaces do not matter. */
export function skillKey(skill: string): string {
  return skill.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Distinct skills, case-insensitively; the first spelling seen is kept. */
export function distinctSkills(skills: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const skill of skills) {
    const key = skillKey(skill);
    if (key && !seen.has(key)) seen.set(key, skill.trim());
  }
  return [...seen.values()];
}

// --- Calendar (goals count this month and this year, in UTC) ---

export interface TimeRange {
  /** Inclusive. */
  start: Date;
  /** Exclusive. */
  end: Date;
}

export function utcMonthRange(now: Date): TimeRange {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  return { start: new Date(Date.UTC(y, m, 1)), end: new Date(Date.UTC(y, m + 1, 1)) };
}

export function utcYearRange(now: Date): TimeRange {
  const y = now.getUTCFullYear();
  return { start: new Date(Date.UTC(y, 0, 1)), end: new Date(Date.UTC(y + 1, 0, 1)) };
}

export function inRange(at: Date, range: TimeRange): boolean {
  const t = at.getTime();
  return t >= range.start.getTime() && t < range.end.getTime();
}

// --- The dashboard's figures from the user's rows ---

export interface EnrollmentFacts {
  status: EnrollmentStatus;
  /** The user's rating (1-5) of a completed course. */
  rating: number | null;
  completedAt: Date | null;
}

export interface AchievementFacts {
  type: AchievementType;
  /** The skill, for 'skill' achievements. */
  skill: string | null;
}

export interface DashboardStats {
  coursesCompleted: number;
  certificatesEarned: number;
  coursesInProgress: number;
  /** Saved for later, not started: not counted in progress. */
  coursesSaved: number;
  totalLearningHours: number;
  skillsAcquired: number;
  averageRating: number;
}

/** Spec section 3's statistics, from the user's enrollments, achievements and total study minutes. */
export function dashboardStats(input: {
  enrollments: readonly EnrollmentFacts[];
  achievements: readonly AchievementFacts[];
  totalMinutes: number;
}): DashboardStats {
  const completed = input.enrollments.filter((e) => e.status === 'completed');
  return {
    coursesCompleted: completed.length,
    certificatesEarned: input.achievements.filter((a) => a.type === 'certificate').length,
    coursesInProgress: input.enrollments.filter((e) => isInProgress(e.status)).length,
    coursesSaved: input.enrollments.filter((e) => isSaved(e.status)).length,
    totalLearningHours: learningHours(input.totalMinutes),
    skillsAcquired: acquiredSkills(input.achievements).length,
    averageRating: averageRating(completed.map((e) => e.rating)),
  };
}

/** The distinct skills of the user's 'skill' achievements. */
export function acquiredSkills(achievements: readonly AchievementFacts[]): string[] {
  return distinctSkills(
    achievements.filter((a) => a.type === 'skill' && a.skill !== null).map((a) => a.skill as string),
  );
}

export interface Goal {
  current: number;
  target: number;
  /** How full the bar is, 0-100. */
  percent: number;
}

export interface DashboardGoals {
  /** Whole hours studied this UTC month, against 20. */
  monthlyHours: Goal;
  /** Courses completed this UTC year, against 5. */
  yearlyCourses: Goal;
  /** Skills acquired, against 10. */
  skills: Goal;
}

function goal(name: GoalName, current: number): Goal {
  return { current, target: GOALS[name].target, percent: goalPercent(name, current) };
}

/**
 * The goals: hours studied this month (minutes this month / 60, rounded down), courses completed
 * this year and skills acquired, with the calendar read in UTC at `now`.
 */
export function dashboardGoals(input: {
  minutesThisMonth: number;
  enrollments: readonly EnrollmentFacts[];
  skillsAcquired: number;
  now: Date;
}): DashboardGoals {
  const year = utcYearRange(input.now);
  const completedThisYear = input.enrollments.filter(
    (e) => e.status === 'completed' && e.completedAt !== null && inRange(e.completedAt, year),
  ).length;
  return {
    monthlyHours: goal('monthlyHours', learningHours(input.minutesThisMonth)),
    yearlyCourses: goal('yearlyCourses', completedThisYear),
    skills: goal('skills', input.skillsAcquired),
  };
}

// --- Recent activity ---

export const ACTIVITY_TYPES = ['saved', 'started', 'studied', 'completed', 'certificate'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export interface ActivityEvent {
  type: ActivityType;
  at: Date;
  courseId: string;
  /** Minutes, for 'studied'. */
  minutes?: number;
}

// Among events at the same moment, the later step in a course's life reads as the newer one.
const activityRank: Record<ActivityType, number> = {
  saved: 0,
  started: 1,
  studied: 2,
  completed: 3,
  certificate: 4,
};

/** The newest `count` events, newest first. */
export function latestActivity<T extends ActivityEvent>(
  events: readonly T[],
  count = RECENT_ACTIVITY_COUNT,
): T[] {
  return [...events]
    .sort((a, b) => b.at.getTime() - a.at.getTime() || activityRank[b.type] - activityRank[a.type])
    .slice(0, count);
}

/**
 * What an enrollment contributes to the activity list: 'saved' when it was tracked before it was
 * started or completed (a course tracked as started, or as already completed, was not "saved"),
 * and 'started' when it was started.
 */
export function enrollmentEvents(e: {
  courseId: string;
  enrolledAt: Date;
  startedAt: Date | null;
  completedAt?: Date | null;
}): ActivityEvent[] {
  const events: ActivityEvent[] = [];
  const enrolled = e.enrolledAt.getTime();
  const startedLater = !e.startedAt || e.startedAt.getTime() > enrolled;
  const completedLater = !e.completedAt || e.completedAt.getTime() > enrolled;
  if (startedLater && completedLater) {
    events.push({ type: 'saved', at: e.enrolledAt, courseId: e.courseId });
  }
  if (e.startedAt) events.push({ type: 'started', at: e.startedAt, courseId: e.courseId });
  return events;
}

/** One line of the activity list, e.g. 'Studied 90 minutes'. */
export function activityLabel(event: Pick<ActivityEvent, 'type' | 'minutes'>): string {
  switch (event.type) {
    case 'saved':
      return 'Saved a course';
    case 'started':
      return 'Started a course';
    case 'studied': {
      const minutes = event.minutes ?? 0;
      return `Studied ${formatMinutes(minutes)}`;
    }
    case 'completed':
      return 'Completed a course';
    case 'certificate':
      return 'Earned a certificate';
  }
}

/** '45 minutes', '1 hour', '1 h 30 min'. */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (m === 0) return `${h} hour${h === 1 ? '' : 's'}`;
  return `${h} h ${m} min`;
}
