import { z } from 'zod';
import { COVER_LETTER_TONES } from './ai-api.ts';
import {
  AI_SHORT_MAX,
  AI_TEXT_MAX,
  CV_EDUCATION_MAX,
  CV_ENTRY_TEXT_MAX,
  CV_EXPERIENCE_MAX,
  CV_SKILLS_MAX,
} from './ai-limits.ts';
import { withoutLoneSurrogates } from './text-input.ts';

/**
 * Drafts of the CV builder and cover-letter forms, kept as the user types so a reload loses
 * nothing: in the account when signed in (`/api/me/drafts/:kind`), in the browser otherwise.
 * A draft is a half-filled form, so every field may be empty; each is capped at what the form
 * lets a person type (the AI tools' limits), so no draft is bigger than the largest real form,
 * and the request as a whole is under the API's body limit like the CV request itself.
 */

export const DRAFT_KINDS = ['cv', 'cover-letter'] as const;
export type DraftKind = (typeof DRAFT_KINDS)[number];

/** A draft's text field up to `max` characters, a lone surrogate kept as U+FFFD, as a text column would. */
const text = (max: number) => z.string().max(max).transform(withoutLoneSurrogates);

const short = text(AI_SHORT_MAX);
const long = text(AI_TEXT_MAX);
const entryText = text(CV_ENTRY_TEXT_MAX);
const tags = z.array(short).max(CV_SKILLS_MAX);

/** The CV builder's form (packages/core/src/cv-form.ts, CvForm). */
export const cvDraftSchema = z.object({
  personalInfo: z.object({
    fullName: short,
    email: short,
    phone: short,
    location: short,
    linkedin: short,
    website: short,
  }),
  targetRole: short,
  education: z
    .array(
      z.object({
        degree: short,
        field: short,
        institution: short,
        gpa: short,
        startDate: short,
        endDate: short,
        achievements: entryText,
      }),
    )
    .max(CV_EDUCATION_MAX),
  experience: z
    .array(
      z.object({
        position: short,
        company: short,
        startDate: short,
        endDate: short,
        description: entryText,
      }),
    )
    .max(CV_EXPERIENCE_MAX),
  skills: z.object({ technical: tags, soft: tags, languages: tags }),
  additionalInfo: long,
});

/** The cover-letter builder's form. */
export const coverLetterDraftSchema = z.object({
  fullName: short,
  email: short,
  phone: short,
  linkedin: short,
  company: short,
  position: short,
  hiringManager: short,
  tone: z.enum(COVER_LETTER_TONES),
  jobDescription: long,
  companyInfo: long,
  motivation: long,
  experience: long,
});
export type CoverLetterDraft = z.infer<typeof coverLetterDraftSchema>;

export const draftSchemas = { cv: cvDraftSchema, 'cover-letter': coverLetterDraftSchema } as const;
export type DraftContent<K extends DraftKind> = z.infer<(typeof draftSchemas)[K]>;

/** `PUT /api/me/drafts/:kind` */
export const draftUpdateSchema = (kind: DraftKind) => z.object({ content: draftSchemas[kind] });

/** `GET` and `PUT /api/me/drafts/:kind`: the saved form, or null when there is none. */
export interface DraftResponse<K extends DraftKind = DraftKind> {
  content: DraftContent<K> | null;
  updatedAt: string | null;
}
