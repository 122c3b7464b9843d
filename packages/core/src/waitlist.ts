import { z } from 'zod';
import { singleLine } from './text-input.ts';

/**
 * The waitlists for features that are not open yet (spec: waitlist entity, validation and error
 * catalogue). One entry per e-mail address and feature.
 */

export const WAITLIST_FEATURES = ['mentors', 'student_card'] as const;
export type WaitlistFeature = (typeof WAITLIST_FEATURES)[number];

/** The names the messages use for each feature. */
export const WAITLIST_FEATURE_NAMES: Record<WaitlistFeature, string> = {
  mentors: 'Mentorship Program',
  student_card: 'Student Card',
};

export const WAITLIST_LIMITS = { fullName: 120, email: 254, message: 1000 } as const;

/** Error code of the 409 answered for an address already on that feature's list. */
export const ALREADY_ON_WAITLIST = 'already_on_waitlist';

/** The spec's toasts, word for word. */
export const WAITLIST_MESSAGES = {
  successTitle: 'Successfully Added!',
  success: (feature: WaitlistFeature) =>
    `You're on the ${WAITLIST_FEATURE_NAMES[feature]} waitlist. We'll email you as soon as it opens.`,
  duplicateTitle: 'Already on Waitlist',
  duplicate: (feature: WaitlistFeature) =>
    `You're already signed up for the ${WAITLIST_FEATURE_NAMES[feature]} waitlist!`,
  missingTitle: 'Missing Information',
  missing: 'Please fill in your name and email address.',
  errorTitle: 'Error',
  error: 'Something went wrong. Please try again later.',
} as const;

/** Trimmed and lower-cased: the form in which addresses are stored and compared. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The join request. E-mails are normalised before validation; a blank message becomes null. */
export const waitlistJoinSchema = z.object({
  fullName: singleLine(
    z
      .string({ error: 'Full name is required.' })
      .trim()
      .min(1, { error: 'Full name is required.' })
      .max(WAITLIST_LIMITS.fullName, {
        error: `Full name must be at most ${WAITLIST_LIMITS.fullName} characters.`,
      }),
  ),
  email: z
    .string({ error: 'Email is required.' })
    .transform(normalizeEmail)
    .pipe(
      z
        .string()
        .min(1, { error: 'Email is required.' })
        .max(WAITLIST_LIMITS.email, { error: 'Enter a valid email address.' })
        .pipe(z.email({ error: 'Enter a valid email address.' })),
    ),
  featureType: z.enum(WAITLIST_FEATURES, {
    error: `Feature must be one of ${WAITLIST_FEATURES.join(', ')}.`,
  }),
  message: z
    .string()
    .trim()
    .max(WAITLIST_LIMITS.message, { error: `Message must be at most ${WAITLIST_LIMITS.message} characters.` })
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type WaitlistJoinInput = z.input<typeof waitlistJoinSchema>;
export type WaitlistJoin = z.output<typeof waitlistJoinSchema>;

/** What the join endpoint answers on success (201). */
export interface WaitlistJoined {
  featureType: WaitlistFeature;
  email: string;
}

/** One entry as admins see it. */
export interface WaitlistEntry {
  id: number;
  fullName: string;
  email: string;
  featureType: WaitlistFeature;
  message: string | null;
  createdAt: string;
}

/** True when the form has what the spec requires before sending: a name and an e-mail. */
export function hasRequiredWaitlistFields(input: { fullName: string; email: string }): boolean {
  return input.fullName.trim() !== '' && input.email.trim() !== '';
}
