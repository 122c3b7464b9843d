import { CV_SKILLS_MAX, type CvRequestInput } from './ai-api.ts';

/**
 * The CV builder's form and the rules for turning it into a CV request. The form keeps every
 * entry the user opened, half-filled ones too; the request carries only what a CV can use.
 */

export interface CvEducationForm {
  degree: string;
  field: string;
  institution: string;
  gpa: string;
  startDate: string;
  endDate: string;
  achievements: string;
}

export interface CvExperienceForm {
  position: string;
  company: string;
  startDate: string;
  endDate: string;
  description: string;
}

export const CV_SKILL_LISTS = ['technical', 'soft', 'languages'] as const;
export type CvSkillList = (typeof CV_SKILL_LISTS)[number];

export interface CvForm {
  personalInfo: {
    fullName: string;
    email: string;
    phone: string;
    location: string;
    linkedin: string;
    website: string;
  };
  targetRole: string;
  education: CvEducationForm[];
  experience: CvExperienceForm[];
  skills: Record<CvSkillList, string[]>;
  additionalInfo: string;
}

export const emptyCvEducation = (): CvEducationForm => ({
  degree: '',
  field: '',
  institution: '',
  gpa: '',
  startDate: '',
  endDate: '',
  achievements: '',
});

export const emptyCvExperience = (): CvExperienceForm => ({
  position: '',
  company: '',
  startDate: '',
  endDate: '',
  description: '',
});

/** The form as the page opens: one empty education and one empty experience entry to fill in. */
export const emptyCvForm = (): CvForm => ({
  personalInfo: { fullName: '', email: '', phone: '', location: '', linkedin: '', website: '' },
  targetRole: '',
  education: [emptyCvEducation()],
  experience: [emptyCvExperience()],
  skills: { technical: [], soft: [], languages: [] },
  additionalInfo: '',
});

/**
 * Spec: the button is enabled once full name and e-mail are filled. Phone and location are
 * marked required on the labels but not enforced. Blank-only text counts as empty, as the
 * server would refuse it.
 */
export function canGenerateCv(form: Pick<CvForm, 'personalInfo'>): boolean {
  return form.personalInfo.fullName.trim() !== '' && form.personalInfo.email.trim() !== '';
}

/**
 * Adds a skill tag to a list. Spec: only if non-empty after trimming. A tag already in the list
 * (ignoring case) is not added twice, nor one past CV_SKILLS_MAX, the most the server takes.
 * Returns the same array when nothing changes.
 */
export function addSkillTag(list: readonly string[], raw: string): readonly string[] {
  const tag = raw.trim().replace(/\s+/g, ' ');
  if (!tag || list.length >= CV_SKILLS_MAX) return list;
  if (list.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return list;
  return [...list, tag];
}

export function removeSkillTag(list: readonly string[], tag: string): string[] {
  return list.filter((existing) => existing !== tag);
}

const trimAll = <T extends object>(entry: T): T =>
  Object.fromEntries(
    Object.entries(entry).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  ) as T;

/**
 * The request the builder sends. Spec: education entries only with both degree and institution,
 * experience entries only with both position and company; everything else as typed, trimmed.
 */
export function cvRequestFromForm(form: CvForm): CvRequestInput {
  return {
    personalInfo: trimAll(form.personalInfo),
    education: form.education.map(trimAll).filter((entry) => entry.degree !== '' && entry.institution !== ''),
    experience: form.experience.map(trimAll).filter((entry) => entry.position !== '' && entry.company !== ''),
    skills: {
      technical: [...form.skills.technical],
      soft: [...form.skills.soft],
      languages: [...form.skills.languages],
    },
    targetRole: form.targetRole.trim(),
    additionalInfo: form.additionalInfo.trim(),
  };
}
