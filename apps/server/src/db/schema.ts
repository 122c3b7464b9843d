import {
  APPLICATION_STATUSES,
  EXPERIENCE_LEVELS,
  JOB_SOURCES,
  JOB_TYPES,
  REMOTE_TYPES,
} from '@app/core/job-options';
import type { SavedPlanRequest } from '@app/core/plan-api';
import type { UniversitySourceResult } from '@app/core/university-api';
import type { UniversityCourse } from '@app/core/university-course';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Small key/value store for the server's own bookkeeping (for example which seed steps ran, as
 * `seed:<name>` → version). Not for product data.
 */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// --- Accounts (Better Auth's tables; column names are snake_case in SQL) ---

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/** The spec's profiles table: id is the user id. */
export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  fullName: text('full_name'),
  avatarUrl: text('avatar_url'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The spec's user_roles table; a user without a row is a plain user. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'moderator', 'admin'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('user_roles_role_check', sql`${t.role} in ('user', 'moderator', 'admin')`)],
);

/** Settings page preferences (notifications, privacy, appearance) as one JSON document per user. */
export const userSettings = pgTable('user_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The CV builder's and cover-letter builder's forms as last typed, one per user and kind
 * ('cv', 'cover-letter'; packages/core/src/drafts-api.ts), so a reload or another device keeps them.
 */
export const userDrafts = pgTable(
  'user_drafts',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    content: jsonb('content').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'user_drafts_pkey', columns: [t.userId, t.kind] }),
    check('user_drafts_kind_check', sql`${t.kind} in ('cv', 'cover-letter')`),
  ],
);

/** Mail kept when no SMTP server is configured (see mail/mailer.ts). */
export const outboxMail = pgTable(
  'outbox_mail',
  {
    id: serial('id').primaryKey(),
    from: text('from_address').notNull(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('body_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_mail_to_idx').on(t.to)],
);

/** Fixed-window counters for rate limits, shared by every server instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

// --- Catalogue ---

/**
 * The static course catalogue (numeric ids), written by the `catalog-courses` seed step. Live
 * courses from the sync sources live in their own snapshot tables and are merged in memory.
 */
export const courses = pgTable(
  'courses',
  {
    id: integer('id').primaryKey(),
    title: text('title').notNull(),
    provider: text('provider').notNull(),
    providerLogo: text('provider_logo'),
    category: text('category').notNull(),
    level: text('level', { enum: ['Beginner', 'Intermediate', 'Advanced'] }).notNull(),
    price: text('price').notNull(),
    description: text('description').notNull(),
    skills: text('skills').array().notNull(),
    duration: text('duration'),
    link: text('link').notNull(),
    image: text('image'),
    /** Place in the shipped catalogue's order (featured picks and equal titles follow it). */
    position: integer('position').notNull(),
    /** Lifecycle: retired courses leave search and recommendations but keep their page. */
    status: text('status', { enum: ['active', 'retiring', 'retired'] })
      .notNull()
      .default('active'),
    /** The day a retiring course retires, or a retired one did. */
    retiresOn: date('retires_on'),
    /** The course that takes over from a retiring or retired one. */
    replacementCourseId: integer('replacement_course_id'),
    /** The vendor's exam code (AZ-900, SAA-C03), where the course leads to an exam. */
    examCode: text('exam_code'),
    /** When the course's facts (link, status, fee, duration) were last confirmed at the vendor. */
    factsConfirmedOn: date('facts_confirmed_on'),
    /** The last admin-started link check: 'ok' or 'broken', with what it found. */
    linkCheckStatus: text('link_check_status', { enum: ['ok', 'broken'] }),
    linkCheckDetail: text('link_check_detail'),
    linkCheckedAt: timestamp('link_checked_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('courses_level_check', sql`${t.level} in ('Beginner', 'Intermediate', 'Advanced')`),
    check('courses_status_check', sql`${t.status} in ('active', 'retiring', 'retired')`),
    check('courses_link_check_status_check', sql`${t.linkCheckStatus} in ('ok', 'broken')`),
  ],
);

// --- Waitlists ---

/**
 * The spec's waitlist table: sign-ups for features that are not open yet. Addresses are stored
 * trimmed and lower-cased (the check holds every writer to that), so the unique index makes one
 * entry per address and feature even when two requests race.
 */
export const waitlist = pgTable(
  'waitlist',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    featureType: text('feature_type', { enum: ['mentors', 'student_card'] }).notNull(),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('waitlist_email_feature_type_key').on(t.email, t.featureType),
    index('waitlist_feature_type_created_at_idx').on(t.featureType, t.createdAt),
    check('waitlist_feature_type_check', sql`${t.featureType} in ('mentors', 'student_card')`),
    check('waitlist_email_normalized_check', sql`${t.email} = lower(btrim(${t.email}))`),
  ],
);

// --- Live course sync ---

const liveSourceNames = ['microsoft', 'salesforce', 'edx'] as const;

/**
 * One sync of a live source, whatever started it (an admin, the schedule, the CLI). Scheduled
 * runs carry their slot ('2026-05-01T06:00Z'); the unique index makes a slot run at most once
 * even when several server instances reach it together.
 */
export const syncRuns = pgTable(
  'sync_runs',
  {
    id: serial('id').primaryKey(),
    source: text('source', { enum: liveSourceNames }).notNull(),
    trigger: text('trigger', { enum: ['manual', 'schedule', 'cli', 'import'] }).notNull(),
    slot: text('slot'),
    status: text('status', { enum: ['running', 'succeeded', 'failed'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Records the source returned. */
    fetched: integer('fetched').notNull().default(0),
    /** Records left out because they failed validation. */
    skipped: integer('skipped').notNull().default(0),
    /** Courses in the snapshot this run made active. */
    saved: integer('saved').notNull().default(0),
    error: text('error'),
    requestedBy: text('requested_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('sync_runs_source_slot_key').on(t.source, t.slot),
    index('sync_runs_source_started_at_idx').on(t.source, t.startedAt),
    check('sync_runs_source_check', sql`${t.source} in ('microsoft', 'salesforce', 'edx')`),
    check('sync_runs_trigger_check', sql`${t.trigger} in ('manual', 'schedule', 'cli', 'import')`),
    check('sync_runs_status_check', sql`${t.status} in ('running', 'succeeded', 'failed')`),
  ],
);

/**
 * The spec's live-course tables: each successful sync adds a row holding the whole course list
 * and makes it the one active row (the partial unique index allows no second); older rows stay
 * as history.
 */
function liveCourseSnapshots<Name extends string>(name: Name) {
  return pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      courseData: jsonb('course_data').$type<unknown[]>().notNull(),
      isActive: boolean('is_active').notNull().default(false),
      fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
      /** Length of course_data, so history and status never read the list itself. */
      courseCount: integer('course_count').notNull(),
      syncRunId: integer('sync_run_id').references(() => syncRuns.id, { onDelete: 'set null' }),
    },
    (t) => [
      uniqueIndex(`${name}_one_active_key`).on(t.isActive).where(sql`${t.isActive}`),
      index(`${name}_fetched_at_idx`).on(t.fetchedAt),
    ],
  );
}

export const microsoftCourses = liveCourseSnapshots('microsoft_courses');
export const salesforceCourses = liveCourseSnapshots('salesforce_courses');
export const edxTechCourses = liveCourseSnapshots('edx_tech_courses');

// --- University courses ---

const universityCourseSources = ['seed', 'coursera', 'edx'] as const;

/**
 * The spec's university_courses table: one row per course, `course_data` holding the spec's
 * course object. Fetches upsert by (source, external_id) and mark a source's courses that its
 * latest complete fetch no longer lists inactive; the page reads the active ones.
 */
export const universityCourses = pgTable(
  'university_courses',
  {
    id: serial('id').primaryKey(),
    source: text('source', { enum: universityCourseSources }).notNull(),
    /** The course's id at its source (Coursera id, edX course key, seed slug). */
    externalId: text('external_id').notNull(),
    sourceApi: text('source_api').notNull().default('universities_api'),
    courseData: jsonb('course_data').$type<UniversityCourse>().notNull(),
    /**
     * The course's identity across sources ('coursera:<slug>'): a seed row and an imported copy
     * of the same course share it, so an import updates the seed row instead of adding a twin.
     */
    identityKey: text('identity_key'),
    isActive: boolean('is_active').notNull().default(true),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('university_courses_source_external_id_key').on(t.source, t.externalId),
    uniqueIndex('university_courses_identity_key_key').on(t.identityKey),
    index('university_courses_active_fetched_at_idx').on(t.isActive, t.sourceApi, t.fetchedAt),
    check('university_courses_source_check', sql`${t.source} in ('seed', 'coursera', 'edx')`),
    check('university_courses_source_api_check', sql`${t.sourceApi} = 'universities_api'`),
  ],
);

/** One fetch of the university sources, whoever started it; the admin card's history. */
export const universityCourseFetches = pgTable(
  'university_course_fetches',
  {
    id: serial('id').primaryKey(),
    trigger: text('trigger', { enum: ['manual', 'visitor', 'schedule', 'cli', 'import'] }).notNull(),
    /** Scheduled fetches carry their day ('2026-05-01'); the unique index runs a day once. */
    slot: text('slot'),
    status: text('status', { enum: ['running', 'succeeded', 'partial', 'failed'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    fetched: integer('fetched').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    saved: integer('saved').notNull().default(0),
    deactivated: integer('deactivated').notNull().default(0),
    error: text('error'),
    /** Per source: status, counts and error. */
    sources: jsonb('sources').$type<UniversitySourceResult[]>().notNull().default([]),
    requestedBy: text('requested_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('university_course_fetches_slot_key').on(t.slot),
    index('university_course_fetches_started_at_idx').on(t.startedAt),
    check(
      'university_course_fetches_trigger_check',
      sql`${t.trigger} in ('manual', 'visitor', 'schedule', 'cli', 'import')`,
    ),
    check(
      'university_course_fetches_status_check',
      sql`${t.status} in ('running', 'succeeded', 'partial', 'failed')`,
    ),
  ],
);

// --- Learning tracking (the dashboard) ---

const enrollmentStatuses = ['enrolled', 'in_progress', 'completed'] as const;
const achievementTypes = ['certificate', 'skill', 'completed'] as const;

/**
 * The spec's course_enrollments: one row per course a user tracks. 'enrolled' is a saved course,
 * 'in_progress' a started one. Course ids are text (live ids are strings); the title and provider
 * are kept from when the course was tracked, so the dashboard can still name a course that has
 * since left the catalogue. The rating is the user's own, given on completion.
 */
export const courseEnrollments = pgTable(
  'course_enrollments',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    courseId: text('course_id').notNull(),
    status: text('status', { enum: enrollmentStatuses }).notNull(),
    courseTitle: text('course_title').notNull(),
    courseProvider: text('course_provider').notNull(),
    rating: integer('rating'),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A constraint, not just an index: the other learning tables reference it.
    unique('course_enrollments_user_course_key').on(t.userId, t.courseId),
    check('course_enrollments_status_check', sql`${t.status} in ('enrolled', 'in_progress', 'completed')`),
    check('course_enrollments_rating_check', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check(
      'course_enrollments_completed_check',
      sql`(${t.status} = 'completed') = (${t.completedAt} is not null)`,
    ),
    check('course_enrollments_rating_completed_check', sql`${t.rating} is null or ${t.status} = 'completed'`),
  ],
);

/** The spec's user_progress: how far through a tracked course the user says they are. */
export const userProgress = pgTable(
  'user_progress',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    courseId: text('course_id').notNull(),
    progressPercentage: integer('progress_percentage').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'user_progress_pkey', columns: [t.userId, t.courseId] }),
    foreignKey({
      name: 'user_progress_enrollment_fk',
      columns: [t.userId, t.courseId],
      foreignColumns: [courseEnrollments.userId, courseEnrollments.courseId],
    }).onDelete('cascade'),
    check('user_progress_percentage_check', sql`${t.progressPercentage} between 0 and 100`),
  ],
);

/** The spec's learning_sessions: minutes studied on a tracked course, and when. */
export const learningSessions = pgTable(
  'learning_sessions',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    courseId: text('course_id').notNull(),
    sessionDuration: integer('session_duration').notNull(),
    studiedAt: timestamp('studied_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'learning_sessions_enrollment_fk',
      columns: [t.userId, t.courseId],
      foreignColumns: [courseEnrollments.userId, courseEnrollments.courseId],
    }).onDelete('cascade'),
    index('learning_sessions_user_studied_at_idx').on(t.userId, t.studiedAt),
    check('learning_sessions_duration_check', sql`${t.sessionDuration} between 1 and 1440`),
  ],
);

/**
 * The spec's user_achievements, written when a course is completed: one 'completed' row, one
 * 'certificate' row when the user adds one (its credential URL; earned_at is the issue date) and
 * one 'skill' row per skill of the course.
 */
export const userAchievements = pgTable(
  'user_achievements',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    achievementType: text('achievement_type', { enum: achievementTypes }).notNull(),
    courseId: text('course_id').notNull(),
    skill: text('skill'),
    credentialUrl: text('credential_url'),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'user_achievements_enrollment_fk',
      columns: [t.userId, t.courseId],
      foreignColumns: [courseEnrollments.userId, courseEnrollments.courseId],
    }).onDelete('cascade'),
    uniqueIndex('user_achievements_course_once_key')
      .on(t.userId, t.courseId, t.achievementType)
      .where(sql`${t.achievementType} in ('completed', 'certificate')`),
    uniqueIndex('user_achievements_skill_key')
      .on(t.userId, t.courseId, sql`lower(${t.skill})`)
      .where(sql`${t.achievementType} = 'skill'`),
    index('user_achievements_user_type_idx').on(t.userId, t.achievementType),
    check('user_achievements_type_check', sql`${t.achievementType} in ('certificate', 'skill', 'completed')`),
    check('user_achievements_skill_check', sql`(${t.achievementType} = 'skill') = (${t.skill} is not null)`),
    check(
      'user_achievements_certificate_check',
      sql`(${t.achievementType} = 'certificate') = (${t.credentialUrl} is not null)`,
    ),
  ],
);

// --- Jobs board ---

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * The spec's jobs table: postings read from the public job boards (Greenhouse, Lever, Ashby) and
 * the sample postings a new install shows. A posting is keyed by its board's own id; one that
 * leaves its board is marked inactive, never deleted, so applications keep their job.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    source: text('source', { enum: JOB_SOURCES }).notNull(),
    /** The board's id of the posting. */
    externalId: text('external_id').notNull(),
    /** The board token or company slug it was read from ('sample' for samples). */
    board: text('board').notNull(),
    title: text('title').notNull(),
    company: text('company').notNull(),
    provider: text('provider').notNull(),
    /** Plain text, never markup: paragraphs separated by blank lines, list items as '• ' lines. */
    description: text('description').notNull(),
    location: text('location'),
    remoteType: text('remote_type', { enum: REMOTE_TYPES }),
    jobType: text('job_type', { enum: JOB_TYPES }),
    experienceLevel: text('experience_level', { enum: EXPERIENCE_LEVELS }),
    salaryRange: text('salary_range'),
    postedDate: timestamp('posted_date', { withTimezone: true }).notNull(),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    requirements: text('requirements').array().notNull().default(sql`'{}'::text[]`),
    externalUrl: text('external_url'),
    isActive: boolean('is_active').notNull().default(true),
    isSample: boolean('is_sample').notNull().default(false),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_source_external_id_key').on(t.source, t.externalId),
    index('jobs_active_posted_date_idx').on(t.isActive, t.postedDate),
    index('jobs_source_board_idx').on(t.source, t.board),
    check('jobs_source_check', sql`${t.source} in (${inList(JOB_SOURCES)})`),
    check('jobs_remote_type_check', sql`${t.remoteType} in (${inList(REMOTE_TYPES)})`),
    check('jobs_job_type_check', sql`${t.jobType} in (${inList(JOB_TYPES)})`),
    check('jobs_experience_level_check', sql`${t.experienceLevel} in (${inList(EXPERIENCE_LEVELS)})`),
    check('jobs_external_url_check', sql`${t.externalUrl} ~ '^https?://'`),
  ],
);

/**
 * The spec's job_applications table: one row per user and job (the unique index decides, so
 * concurrent applies leave one row), grown into a tracker: the status the user moves it through,
 * a note and a follow-up day. Removing deletes the row; deleting the account deletes them.
 */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'restrict' }),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('applied'),
    note: text('note').notNull().default(''),
    followUpOn: date('follow_up_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_applications_user_id_job_id_key').on(t.userId, t.jobId),
    index('job_applications_job_id_idx').on(t.jobId),
    check('job_applications_status_check', sql`${t.status} in (${inList(APPLICATION_STATUSES)})`),
  ],
);

/** Each status an application has had, with when it was set: the tracker's dates. */
export const jobApplicationEvents = pgTable(
  'job_application_events',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_application_events_application_id_idx').on(t.applicationId, t.changedAt),
    check('job_application_events_status_check', sql`${t.status} in (${inList(APPLICATION_STATUSES)})`),
  ],
);

/**
 * The skill-gap planner's saved plans (packages/core/src/plan-api.ts): what was asked (the target,
 * the skills typed, the skills read from a pasted CV but never the CV's text, the removed ones,
 * the free-first choice). The plan is worked out again on every read, so it follows the courses
 * the user completes. A share token, when set, opens the plan without the user's data.
 */
export const userPlans = pgTable(
  'user_plans',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    request: jsonb('request').$type<SavedPlanRequest>().notNull(),
    shareToken: text('share_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_plans_user_id_idx').on(t.userId, t.createdAt),
    uniqueIndex('user_plans_share_token_key').on(t.shareToken),
  ],
);
