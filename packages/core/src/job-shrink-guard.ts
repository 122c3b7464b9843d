import { z } from 'zod';
import { formatCount } from './format-count.ts';
import { JOB_BOARD_SOURCES } from './job-options.ts';

/**
 * The job boards' shrink guard, like the university import's: a board that suddenly lists far
 * fewer of its postings has more likely answered partially (an outage, a paging fault, a filter)
 * than closed them. An answer that would make more than half of that board's active postings
 * inactive, and at least 10, is held: recorded in the fetch history, nothing changed, until an
 * admin applies it anyway.
 */

/** Share of a board's active postings an answer may close before it is held. */
export const SHRINK_GUARD_SHARE = 0.5;
/** Fewer closings than this are never held, so small boards change freely. */
export const SHRINK_GUARD_MIN_CLOSED = 10;

/** How many of a board's active postings an answer would close, and whether it is to be held. */
export function shrinkGuard(board: {
  /** The board's active postings, by their board ids. */
  active: Iterable<string>;
  /** The ids of the postings in the new answer. */
  answer: Iterable<string>;
}): { active: number; closing: number; hold: boolean } {
  const answer = new Set(board.answer);
  let active = 0;
  let closing = 0;
  for (const id of board.active) {
    active++;
    if (!answer.has(id)) closing++;
  }
  return {
    active,
    closing,
    hold: closing >= SHRINK_GUARD_MIN_CLOSED && closing > active * SHRINK_GUARD_SHARE,
  };
}

/** The history's reason for a held answer, in the university import's words. */
export function heldReason(board: {
  label: string;
  postings: number;
  active: number;
  closing: number;
}): string {
  return `${board.label} returned ${formatCount(board.postings)} ${board.postings === 1 ? 'posting' : 'postings'} where ${formatCount(board.active)} are active (${formatCount(board.closing)} would close); taken as a partial answer, nothing changed (an admin can apply it anyway)`;
}

/** A held answer waiting for an admin, as `GET /api/admin/jobs/held` lists it. */
export const heldJobBoardSchema = z.object({
  source: z.enum(JOB_BOARD_SOURCES),
  /** The board token or company slug. */
  board: z.string(),
  company: z.string().nullable(),
  heldAt: z.iso.datetime({ offset: true }),
  /** Postings in the held answer. */
  postings: z.number().int().nonnegative(),
  /** The board's active postings when it was held, and how many applying it would close. */
  active: z.number().int().nonnegative(),
  closing: z.number().int().nonnegative(),
  reason: z.string(),
});
export type HeldJobBoard = z.infer<typeof heldJobBoardSchema>;

export const heldJobBoardsResponseSchema = z.object({ held: z.array(heldJobBoardSchema) });
export type HeldJobBoardsResponse = z.infer<typeof heldJobBoardsResponseSchema>;

export const HELD_TEXTS = {
  title: 'Held board answers',
  description:
    'Answers that would have closed more than half of a board’s active postings. Nothing changed; apply one if the board really did close those postings.',
  applyAnyway: 'Apply anyway',
  applying: 'Applying...',
  appliedTitle: 'Held answer applied',
  applied: (postings: number, closed: number) =>
    `${formatCount(postings)} ${postings === 1 ? 'posting' : 'postings'} listed, ${formatCount(closed)} closed.`,
  applyFailedTitle: 'Could not apply the held answer',
  badge: 'Held',
  summary: (postings: number, active: number, closing: number) =>
    `${formatCount(postings)} postings where ${formatCount(active)} are active: applying closes ${formatCount(closing)}.`,
} as const;
