import { describe, expect, it } from 'vitest';
import { CV_SKILLS_MAX, cvRequestSchema } from './ai-api.ts';
import {
  addSkillTag,
  type CvForm,
  canGenerateCv,
  cvRequestFromForm,
  emptyCvEducation,
  emptyCvExperience,
  emptyCvForm,
  removeSkillTag,
} from './cv-form.ts';

function filledForm(): CvForm {
  const form = emptyCvForm();
  form.personalInfo = {
    fullName: '  Jane Doe ',
    email: 'jane@example.com',
    phone: '',
    location: 'Berlin',
    linkedin: '',
    website: 'https://jane.dev',
  };
  form.targetRole = ' Data Engineer ';
  form.education = [
    { ...emptyCvEducation(), degree: 'BSc Computer Science', institution: 'TU Berlin', gpa: '3.8' },
    { ...emptyCvEducation(), degree: 'MSc Data Science', field: 'Statistics' },
    { ...emptyCvEducation(), institution: 'Open University' },
    { ...emptyCvEducation(), degree: '   ', institution: 'Nowhere' },
  ];
  form.experience = [
    { ...emptyCvExperience(), position: 'Analyst', company: 'Acme', description: ' Built reports. ' },
    { ...emptyCvExperience(), position: 'Intern' },
    { ...emptyCvExperience(), company: 'Globex' },
  ];
  form.skills = { technical: ['Python', 'SQL'], soft: ['Teamwork'], languages: [] };
  form.additionalInfo = '';
  return form;
}

describe('cvRequestFromForm', () => {
  it('sends only education entries with both degree and institution', () => {
    const request = cvRequestFromForm(filledForm());
    expect(request.education).toEqual([
      {
        degree: 'BSc Computer Science',
        field: '',
        institution: 'TU Berlin',
        gpa: '3.8',
        startDate: '',
        endDate: '',
        achievements: '',
      },
    ]);
  });

  it('sends only experience entries with both position and company', () => {
    const request = cvRequestFromForm(filledForm());
    expect(request.experience?.map((e) => [e.position, e.company, e.description])).toEqual([
      ['Analyst', 'Acme', 'Built reports.'],
    ]);
  });

  it('trims personal info, target role and keeps the skills', () => {
    const request = cvRequestFromForm(filledForm());
    expect(request.personalInfo.fullName).toBe('Jane Doe');
    expect(request.personalInfo.location).toBe('Berlin');
    expect(request.targetRole).toBe('Data Engineer');
    expect(request.skills).toEqual({ technical: ['Python', 'SQL'], soft: ['Teamwork'], languages: [] });
  });

  it('gives a request the server accepts, also for the untouched form plus name and e-mail', () => {
    expect(cvRequestSchema.safeParse(cvRequestFromForm(filledForm())).success).toBe(true);
    const minimal = emptyCvForm();
    minimal.personalInfo.fullName = 'A';
    minimal.personalInfo.email = 'a@example.com';
    const request = cvRequestFromForm(minimal);
    expect(request.education).toEqual([]);
    expect(request.experience).toEqual([]);
    expect(cvRequestSchema.safeParse(request).success).toBe(true);
  });

  it('does not change the form it reads', () => {
    const form = filledForm();
    const before = structuredClone(form);
    const request = cvRequestFromForm(form);
    request.skills?.technical?.push('Go');
    expect(form).toEqual(before);
  });
});

describe('canGenerateCv', () => {
  it('needs full name and e-mail, not phone or location', () => {
    const form = emptyCvForm();
    expect(canGenerateCv(form)).toBe(false);
    form.personalInfo.fullName = 'Jane';
    expect(canGenerateCv(form)).toBe(false);
    form.personalInfo.email = '   ';
    expect(canGenerateCv(form)).toBe(false);
    form.personalInfo.email = 'jane@example.com';
    expect(canGenerateCv(form)).toBe(true);
  });
});

describe('skill tags', () => {
  it('adds a tag only when it is non-empty after trimming', () => {
    expect(addSkillTag([], '  Python  ')).toEqual(['Python']);
    const list = ['Python'];
    expect(addSkillTag(list, '   ')).toBe(list);
    expect(addSkillTag(list, '')).toBe(list);
  });

  it('does not add a tag twice, ignoring case, and squeezes inner spaces', () => {
    expect(addSkillTag(['Python'], 'python')).toEqual(['Python']);
    expect(addSkillTag(['Python'], 'Machine   learning')).toEqual(['Python', 'Machine learning']);
  });

  it('stops at the most tags a list may hold', () => {
    const full = Array.from({ length: CV_SKILLS_MAX }, (_, i) => `Skill ${i}`);
    expect(addSkillTag(full, 'One more')).toBe(full);
    expect(addSkillTag(full.slice(1), 'One more')).toHaveLength(CV_SKILLS_MAX);
  });

  it('removes exactly the clicked tag', () => {
    expect(removeSkillTag(['Python', 'SQL', 'Go'], 'SQL')).toEqual(['Python', 'Go']);
    expect(removeSkillTag(['Python'], 'Rust')).toEqual(['Python']);
  });
});
