import { CSV_BOM, csvRow } from '@app/core/csv';
import {
  ALREADY_APPLIED,
  APPLICATION_STATUS_LABELS,
  JOB_CLOSED,
  JOB_MESSAGES,
  SAMPLE_JOB,
} from '@app/core/job-options';
import { applicationUpdateSchema, importJobsRequestSchema, jobListQuerySchema } from '@app/core/jobs-api';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireAccess, type SignedInEnv } from '../../auth/access.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { serialIdParams, validateJson, validateParams, validateQuery } from '../../http/validate.ts';
import type { JobsService } from './service.ts';

/** The spec's fetch-jobs body; the trigger is required so that a stray empty POST starts nothing. */
const fetchBody = z.object({ trigger: z.literal('manual', { error: "trigger must be 'manual'." }) });

/**
 * The jobs board:
 *
 * - `GET /api/jobs` (anyone): active jobs matching `search`, `company`, `location`, `remoteType`,
 *   `jobType`, `experienceLevel` and repeated `skill`, one page (`offset`, `limit` up to 1000),
 *   with the total, the number of active jobs and the dropdown options. With a search, best match
 *   first (the shared relevance ranking, ties newest first) unless `sort=newest`; without one,
 *   newest first.
 * - `GET /api/jobs/:id` (anyone): one job with its full description and requirements.
 * - `POST /api/jobs/:id/applications` (signed in): applies; 201 with the application, 409
 *   `already_applied` for a second application, 409 `job_closed` for a job no longer listed.
 * - `GET /api/me/applications`, `PATCH /api/me/applications/:id`, `DELETE /api/me/applications/:id`
 *   (signed in): the user's own applications (the tracker), moving one to another status or
 *   changing its note or follow-up day, and removing one (204).
 * - `GET /api/me/applications.csv` (signed in): the tracker as a spreadsheet-safe CSV file.
 * - `POST /api/admin/jobs/fetch` (admins; the spec's fetch-jobs): fetches every configured board.
 * - `POST /api/admin/jobs/import` (admins): reads one saved board response instead of fetching.
 */
export function jobRoutes(deps: { jobs: JobsService }) {
  const { jobs } = deps;

  const publicRoutes = new Hono<AppEnv>()
    .get('/jobs', validateQuery(jobListQuerySchema), async (c) =>
      c.json(await jobs.list(c.req.valid('query'))),
    )
    .get('/jobs/:id', validateParams(serialIdParams), async (c) => {
      const job = await jobs.get(c.req.valid('param').id);
      if (!job) throw notFound('No job with that id.');
      return c.json(job);
    });

  const userRoutes = new Hono<SignedInEnv>()
    .use('/jobs/:id/applications', requireAccess('user'))
    .use('/me/applications', requireAccess('user'))
    .use('/me/applications/*', requireAccess('user'))
    .use('/me/applications.csv', requireAccess('user'))
    .post('/jobs/:id/applications', validateParams(serialIdParams), async (c) => {
      const jobId = c.req.valid('param').id;
      const result = await jobs.apply(c.var.user.id, jobId);
      if (result.status === 'not-found') throw notFound('No job with that id.');
      if (result.status === 'closed') throw conflict(JOB_MESSAGES.jobClosed, undefined, JOB_CLOSED);
      if (result.status === 'sample') throw conflict(JOB_MESSAGES.sampleNoApply, undefined, SAMPLE_JOB);
      if (result.status === 'duplicate')
        throw conflict(JOB_MESSAGES.alreadyApplied, undefined, ALREADY_APPLIED);
      c.var.logger.info({ jobId }, 'Job application recorded');
      return c.json(result.application, 201);
    })
    .get('/me/applications', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ applications: await jobs.applications(c.var.user.id) });
    })
    .get('/me/applications.csv', async (c) => {
      const applications = await jobs.applications(c.var.user.id);
      const header = [
        'Job',
        'Company',
        'Location',
        'Status',
        'Posting',
        'Applied on',
        'Status changed',
        'Follow up on',
        'Note',
        'Posting link',
      ];
      const rows = applications.map((a) =>
        csvRow([
          a.job.title,
          a.job.company,
          a.job.location,
          APPLICATION_STATUS_LABELS[a.status],
          a.job.isActive ? 'open' : 'closed',
          a.appliedAt.slice(0, 10),
          (a.history.at(-1)?.at ?? a.appliedAt).slice(0, 10),
          a.followUpOn,
          a.note,
          a.job.externalUrl,
        ]),
      );
      c.header('Cache-Control', 'no-store');
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', 'attachment; filename="my-applications.csv"');
      return c.body(CSV_BOM + csvRow(header) + rows.join(''));
    })
    .patch(
      '/me/applications/:id',
      validateParams(serialIdParams),
      validateJson(applicationUpdateSchema),
      async (c) => {
        const application = await jobs.updateApplication(
          c.var.user.id,
          c.req.valid('param').id,
          c.req.valid('json'),
        );
        if (!application) throw notFound('You have no application with that id.');
        return c.json(application);
      },
    )
    .delete('/me/applications/:id', validateParams(serialIdParams), async (c) => {
      const removed = await jobs.removeApplication(c.var.user.id, c.req.valid('param').id);
      if (!removed) throw notFound('You have no application with that id.');
      return c.body(null, 204);
    });

  const adminRoutes = new Hono<SignedInEnv>()
    .use('/admin/jobs/*', requireAccess('admin'))
    .post('/admin/jobs/fetch', validateJson(fetchBody), async (c) =>
      c.json(await jobs.fetch({ trigger: 'manual', requestedBy: c.var.user.id })),
    )
    // The document is a board's own response: its text is cleaned of control characters like a
    // live fetch's (sync/jobs/html-text.ts), not refused.
    .post(
      '/admin/jobs/import',
      validateJson(importJobsRequestSchema, { notText: ['document'] }),
      async (c) => {
        const body = c.req.valid('json');
        const board = body.company ? { token: body.board, company: body.company } : { token: body.board };
        return c.json(
          await jobs.fetch({
            trigger: 'import',
            requestedBy: c.var.user.id,
            saved: [{ source: body.source, board, document: body.document }],
          }),
        );
      },
    );

  return new Hono<AppEnv>().route('/', publicRoutes).route('/', userRoutes).route('/', adminRoutes);
}
