import { z } from 'zod';
import {
  ACTIVITY_TYPES,
  ENROLLMENT_STATUSES,
  PROGRESS_MAX,
  PROGRESS_MIN,
  RATING_MAX,
  RATING_MIN,
  SESSION_MINUTES_MAX,
} from './learning.ts';

/**
 * Contracts of the learning-tracking API (`/api/me/courses…`) and the dashboard
 * (`GET /api/me/dashboard`), shared by the server, which parses requests with them, and the web app.
 * Course ids travel as strings ('1200', 'microsoft-az-900').
 */

// Written by people on other clocks: a little slack before "in the future" is refused.
const CLOCK_SKEW_MS = 5 * 60 * 1000;
const EARLIEST = Date.UTC(1990, 0, 1);

/** An instant in the past (ISO 8601 with an offset), e.g. when a session took place. */
const pastInstant = z.iso
  .datetime({ offset: true })
  .transform((value) => new Date(value))
  .refine((d) => d.getTime() <= Date.now() + CLOCK_SKEW_MS, 'Must not be in the future')
  .refine((d) => d.getTime() >= EARLIEST, 'Must be in 1990 or later');

/** A calendar date (YYYY-MM-DD) no later than tomorrow in UTC, so every time zone's today passes. */
const pastDate = z.iso
  .date()
  .refine(
    (d) => Date.parse(`${d}T00:00:00Z`) <= Date.now() + 24 * 60 * 60 * 1000,
    'Must not be in the future',
  )
  .refine((d) => Date.parse(`${d}T00:00:00Z`) >= EARLIEST, 'Must be in 1990 or later');

/** `PUT /api/me/courses/:courseId`: save a course ('enrolled') or mark it in progress. */
export const trackCourseSchema = z.object({ status: z.enum(['enrolled', 'in_progress']) }).strict();
export type TrackCourseRequest = z.infer<typeof trackCourseSchema>;

/** `PUT /api/me/courses/:courseId/progress` */
export const progressUpdateSchema = z
  .object({ progress: z.number().int().min(PROGRESS_MIN).max(PROGRESS_MAX) })
  .strict();
export type ProgressUpdateRequest = z.infer<typeof progressUpdateSchema>;

/** `POST /api/me/courses/:courseId/sessions`: minutes studied, and when (default: now). */
export const logSessionSchema = z
  .object({
    minutes: z.number().int().min(1).max(SESSION_MINUTES_MAX),
    studiedAt: pastInstant.optional(),
  })
  .strict();
export type LogSessionRequest = z.input<typeof logSessionSchema>;

const credentialUrl = z
  .url({ protocol: /^https?$/, hostname: z.regexes.domain })
  .max(2000)
  .describe('Where the certificate can be checked, e.g. the provider’s credential page');

export const certificateSchema = z.object({ credentialUrl, issuedOn: pastDate }).strict();
export type Certificate = z.infer<typeof certificateSchema>;

/**
 * `PUT /api/me/courses/:courseId/completion`: marks the course completed (or updates an earlier
 * completion). The body is the whole completion: an absent rating or certificate means none.
 */
export const completionSchema = z
  .object({
    completedAt: pastInstant.optional(),
    rating: z.number().int().min(RATING_MIN).max(RATING_MAX).nullable().optional(),
    certificate: certificateSchema.nullable().optional(),
  })
  .strict();
export type CompletionRequest = z.input<typeof completionSchema>;
/** A completion as the server reads it (dates parsed). */
export type CompletionUpdate = z.output<typeof completionSchema>;

const instant = z.string(); // ISO 8601, as JSON carries dates

export const studySessionSchema = z.object({
  id: z.number().int(),
  minutes: z.number().int(),
  studiedAt: instant,
});
export type StudySession = z.infer<typeof studySessionSchema>;

/** A course as the user tracks it. */
export const trackedCourseSchema = z.object({
  courseId: z.string(),
  /** Title and provider as the catalogue has them now, or as they were when tracked if it no longer does. */
  title: z.string(),
  provider: z.string(),
  status: z.enum(ENROLLMENT_STATUSES),
  progress: z.number().int(),
  minutesLogged: z.number().int(),
  rating: z.number().int().nullable(),
  certificate: certificateSchema.nullable(),
  enrolledAt: instant,
  startedAt: instant.nullable(),
  completedAt: instant.nullable(),
  lastStudiedAt: instant.nullable(),
  /** The latest sessions, newest first (at most 5). */
  recentSessions: z.array(studySessionSchema),
});
export type TrackedCourse = z.infer<typeof trackedCourseSchema>;

/** `GET /api/me/courses/:courseId` and the answer of every change to one course. */
export const courseTrackingResponseSchema = z.object({ tracking: trackedCourseSchema.nullable() });
export type CourseTrackingResponse = z.infer<typeof courseTrackingResponseSchema>;

/** `GET /api/me/courses`: every tracked course, briefly (for the Save control on course cards). */
export const trackedCourseBriefSchema = z.object({
  courseId: z.string(),
  status: z.enum(ENROLLMENT_STATUSES),
  progress: z.number().int(),
});
export type TrackedCourseBrief = z.infer<typeof trackedCourseBriefSchema>;
export const trackedCoursesResponseSchema = z.object({ courses: z.array(trackedCourseBriefSchema) });
export type TrackedCoursesResponse = z.infer<typeof trackedCoursesResponseSchema>;

/** A course on the dashboard. `available` is false once it left the catalogue. */
export const dashboardCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  provider: z.string(),
  image: z.string().nullable(),
  available: z.boolean(),
});
export type DashboardCourse = z.infer<typeof dashboardCourseSchema>;

const goalSchema = z.object({
  current: z.number().int(),
  target: z.number().int(),
  percent: z.number(),
});

export const dashboardResponseSchema = z.object({
  stats: z.object({
    coursesCompleted: z.number().int(),
    certificatesEarned: z.number().int(),
    coursesInProgress: z.number().int(),
    coursesSaved: z.number().int(),
    totalLearningHours: z.number().int(),
    skillsAcquired: z.number().int(),
    averageRating: z.number(),
  }),
  goals: z.object({
    monthlyHours: goalSchema,
    yearlyCourses: goalSchema,
    skills: goalSchema,
    /** The UTC month and year the goals count, e.g. '2026-05' and 2026. */
    month: z.string(),
    year: z.number().int(),
  }),
  recentActivity: z.array(
    z.object({
      type: z.enum(ACTIVITY_TYPES),
      at: instant,
      course: dashboardCourseSchema,
      minutes: z.number().int().optional(),
    }),
  ),
  /** Started courses (in_progress). */
  inProgress: z.array(
    z.object({
      course: dashboardCourseSchema,
      progress: z.number().int(),
      weeksLeft: z.number().int(),
      nextMilestone: z.number().int(),
      minutesLogged: z.number().int(),
      lastStudiedAt: instant.nullable(),
    }),
  ),
  /** Saved courses not started yet (enrolled), most recently saved first. */
  saved: z.array(z.object({ course: dashboardCourseSchema, savedAt: instant })),
  completed: z.array(
    z.object({
      course: dashboardCourseSchema,
      completedAt: instant,
      rating: z.number().int().nullable(),
      certificate: certificateSchema.nullable(),
      skills: z.array(z.string()),
    }),
  ),
  recommendations: z.array(
    z.object({
      course: dashboardCourseSchema.extend({ category: z.string(), level: z.string() }),
      matchPercent: z.number().int(),
      matchedSkills: z.array(z.string()),
      careerPath: z.string().nullable(),
    }),
  ),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

/** Error codes of the tracking API the web app branches on. */
export const LEARNING_ERRORS = {
  /** 409: the change needs an unfinished course; reopen it first. */
  courseCompleted: 'course_completed',
  /** 404: the course is not tracked. */
  notTracked: 'not_tracked',
} as const;
