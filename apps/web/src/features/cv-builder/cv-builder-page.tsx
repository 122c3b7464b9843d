import {
  AI_FAILURE_TEXTS,
  AI_SHORT_MAX,
  AI_TEXT_MAX,
  CV_EDUCATION_MAX,
  CV_EXPERIENCE_MAX,
  type CvResponse,
} from '@app/core/ai-api';
import {
  type CvEducationForm,
  type CvExperienceForm,
  type CvForm,
  type CvSkillList,
  canGenerateCv,
  cvRequestFromForm,
  emptyCvEducation,
  emptyCvExperience,
  emptyCvForm,
} from '@app/core/cv-form';
import { Briefcase, FileText, GraduationCap, Loader2, Sparkles, UserRound } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { DraftControls } from '@/components/draft-controls';
import { PageIntro } from '@/components/page-intro';
import { RequiredMark } from '@/components/required-mark';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { postCv } from '@/lib/ai-api';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFormDraft } from '@/lib/use-form-draft';
import { CvEntryList, type EntryField } from './cv-entry-list';
import { CvOutput } from './cv-output';
import { SkillTagInput } from './skill-tag-input';

const TITLE = 'CV Builder';

type PersonalKey = keyof CvForm['personalInfo'];

const PERSONAL_FIELDS: {
  key: PersonalKey;
  label: string;
  type?: string;
  autoComplete: string;
  placeholder: string;
  /** Marked required on the label (spec: phone and location too, though only name and e-mail are enforced). */
  marked?: boolean;
  enforced?: boolean;
}[] = [
  {
    key: 'fullName',
    label: 'Full Name',
    autoComplete: 'name',
    placeholder: 'Jane Doe',
    marked: true,
    enforced: true,
  },
  {
    key: 'email',
    label: 'Email',
    type: 'email',
    autoComplete: 'email',
    placeholder: 'jane.doe@example.com',
    marked: true,
    enforced: true,
  },
  {
    key: 'phone',
    label: 'Phone',
    type: 'tel',
    autoComplete: 'tel',
    placeholder: '+1 555 123 4567',
    marked: true,
  },
  {
    key: 'location',
    label: 'Location',
    autoComplete: 'address-level2',
    placeholder: 'City, Country',
    marked: true,
  },
  {
    key: 'linkedin',
    label: 'LinkedIn',
    type: 'url',
    autoComplete: 'url',
    placeholder: 'linkedin.com/in/janedoe',
  },
  { key: 'website', label: 'Website', type: 'url', autoComplete: 'url', placeholder: 'janedoe.dev' },
];

const EDUCATION_FIELDS: EntryField<CvEducationForm>[] = [
  { key: 'degree', label: 'Degree', placeholder: 'e.g., Bachelor of Science', required: true },
  { key: 'field', label: 'Field of Study', placeholder: 'e.g., Computer Science', required: true },
  { key: 'institution', label: 'Institution', placeholder: 'e.g., University of Washington', required: true },
  { key: 'gpa', label: 'GPA', placeholder: 'e.g., 3.8' },
  { key: 'startDate', label: 'Start Date', placeholder: 'e.g., Sep 2019' },
  { key: 'endDate', label: 'End Date', placeholder: 'e.g., Jun 2023' },
  {
    key: 'achievements',
    label: 'Achievements',
    placeholder: 'Honours, awards, thesis, relevant coursework...',
    multiline: true,
    wide: true,
  },
];

const EXPERIENCE_FIELDS: EntryField<CvExperienceForm>[] = [
  { key: 'position', label: 'Position', placeholder: 'e.g., Software Engineer Intern', required: true },
  { key: 'company', label: 'Company', placeholder: 'e.g., Acme Corp', required: true },
  { key: 'startDate', label: 'Start Date', placeholder: 'e.g., Jun 2022' },
  { key: 'endDate', label: 'End Date', placeholder: 'e.g., Present' },
  {
    key: 'description',
    label: 'Description',
    placeholder: 'What you did and achieved, one point per line...',
    multiline: true,
    wide: true,
  },
];

const SKILL_LISTS: { key: CvSkillList; label: string; noun: string; placeholder: string }[] = [
  {
    key: 'technical',
    label: 'Technical Skills',
    noun: 'technical skill',
    placeholder: 'e.g., Python, AWS, SQL',
  },
  { key: 'soft', label: 'Soft Skills', noun: 'soft skill', placeholder: 'e.g., Leadership, Communication' },
  {
    key: 'languages',
    label: 'Languages',
    noun: 'language',
    placeholder: 'e.g., English (native), Spanish (B2)',
  },
];

interface GeneratedCv {
  text: string;
  fullName: string;
  engine: CvResponse['engine'];
}

/** What went wrong, in the spec's words: the server's message, or the generic text. */
function failureText(error: unknown): string {
  if (isApiError(error)) return error.message || AI_FAILURE_TEXTS.cv;
  return 'An unexpected error occurred';
}

export function CvBuilderPage() {
  useDocumentTitle(TITLE);
  const { form, setForm, clear, status: draftStatus, signedIn } = useFormDraft('cv', emptyCvForm);
  const [pending, setPending] = useState(false);
  const [generated, setGenerated] = useState<GeneratedCv | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const outputHeadingRef = useRef<HTMLHeadingElement>(null);
  const baseId = useId();

  useEffect(() => () => abortRef.current?.abort(), []);
  useEffect(() => {
    if (generated) outputHeadingRef.current?.focus();
  }, [generated]);

  const ready = canGenerateCv(form);
  const setPersonal = (key: PersonalKey, value: string) =>
    setForm((current) => ({ ...current, personalInfo: { ...current.personalInfo, [key]: value } }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || !ready) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setPending(true);
    const request = cvRequestFromForm(form);
    try {
      const response = await postCv(request, controller.signal);
      if (response?.success !== true || !response.cv) {
        toast.error('Generation Failed', AI_FAILURE_TEXTS.cv);
        return;
      }
      setGenerated({ text: response.cv, fullName: request.personalInfo.fullName, engine: response.engine });
      toast.success('CV Generated!', 'Your professional CV is ready to copy or download.');
    } catch (error) {
      if (controller.signal.aborted) return;
      toast.error('Generation Failed', failureText(error));
    } finally {
      if (abortRef.current === controller) {
        abortRef.current = null;
        setPending(false);
      }
    }
  }

  return (
    <>
      <PageIntro
        title={TITLE}
        description="Fill in your details and get a clean, professional CV, ready to copy, download as text or save as a PDF."
      />
      <div className="mx-auto grid w-full max-w-4xl gap-8 px-4 py-10 sm:px-6">
        <form noValidate onSubmit={submit} className="grid gap-6" aria-busy={pending}>
          <DraftControls status={draftStatus} signedIn={signedIn} onClear={() => void clear()} />
          <Section icon={<UserRound />} title="Personal Information">
            <div className="grid gap-4 sm:grid-cols-2">
              {PERSONAL_FIELDS.map((field) => {
                const id = `${baseId}-${field.key}`;
                return (
                  <div key={field.key} className="grid gap-2">
                    <Label htmlFor={id}>
                      {field.label} {field.marked && <RequiredMark />}
                    </Label>
                    <Input
                      id={id}
                      name={field.key}
                      type={field.type ?? 'text'}
                      autoComplete={field.autoComplete}
                      aria-required={field.enforced || undefined}
                      maxLength={AI_SHORT_MAX}
                      placeholder={field.placeholder}
                      value={form.personalInfo[field.key]}
                      onChange={(e) => setPersonal(field.key, e.target.value)}
                    />
                  </div>
                );
              })}
              <div className="grid gap-2 sm:col-span-2">
                <Label htmlFor={`${baseId}-targetRole`}>Target Role</Label>
                <Input
                  id={`${baseId}-targetRole`}
                  name="targetRole"
                  maxLength={AI_SHORT_MAX}
                  placeholder="e.g., Junior Data Analyst"
                  value={form.targetRole}
                  onChange={(e) => setForm((current) => ({ ...current, targetRole: e.target.value }))}
                />
              </div>
            </div>
          </Section>

          <Section
            icon={<GraduationCap />}
            title="Education"
            description="An entry is included once it has a degree and an institution."
          >
            <CvEntryList
              entryName="Education"
              addLabel="Add Education"
              entries={form.education}
              max={CV_EDUCATION_MAX}
              fields={EDUCATION_FIELDS}
              createEntry={emptyCvEducation}
              onChange={(education) => setForm((current) => ({ ...current, education }))}
            />
          </Section>

          <Section
            icon={<Briefcase />}
            title="Work Experience"
            description="An entry is included once it has a position and a company."
          >
            <CvEntryList
              entryName="Experience"
              addLabel="Add Experience"
              entries={form.experience}
              max={CV_EXPERIENCE_MAX}
              fields={EXPERIENCE_FIELDS}
              createEntry={emptyCvExperience}
              onChange={(experience) => setForm((current) => ({ ...current, experience }))}
            />
          </Section>

          <Section
            icon={<Sparkles />}
            title="Skills"
            description="Press Enter or the plus button to add a skill; select a skill to remove it."
          >
            <div className="grid gap-5">
              {SKILL_LISTS.map((list) => (
                <SkillTagInput
                  key={list.key}
                  label={list.label}
                  noun={list.noun}
                  placeholder={list.placeholder}
                  tags={form.skills[list.key]}
                  onChange={(tags) =>
                    setForm((current) => ({
                      ...current,
                      skills: { ...current.skills, [list.key]: [...tags] },
                    }))
                  }
                />
              ))}
            </div>
          </Section>

          <Section icon={<FileText />} title="Additional Information">
            <div className="grid gap-2">
              <Label htmlFor={`${baseId}-additionalInfo`}>Additional Information</Label>
              <Textarea
                id={`${baseId}-additionalInfo`}
                name="additionalInfo"
                rows={4}
                maxLength={AI_TEXT_MAX}
                placeholder="Certifications, projects, volunteering, interests..."
                value={form.additionalInfo}
                onChange={(e) => setForm((current) => ({ ...current, additionalInfo: e.target.value }))}
              />
            </div>
          </Section>

          <div className="grid justify-items-center gap-2">
            <Button type="submit" size="lg" disabled={!ready || pending} className="w-full sm:w-auto">
              {pending && <Loader2 aria-hidden="true" className="animate-spin" />}
              {pending ? 'Generating...' : 'Generate Professional CV'}
            </Button>
            {!ready && (
              <p className="text-sm text-muted-foreground">
                Fill in your full name and email to generate your CV.
              </p>
            )}
          </div>
        </form>

        <p role="status" aria-live="polite" className="sr-only">
          {pending ? 'Generating your CV...' : generated ? 'Your CV is shown below.' : ''}
        </p>

        {generated && (
          <CvOutput
            text={generated.text}
            fullName={generated.fullName}
            engine={generated.engine}
            headingRef={outputHeadingRef}
          />
        )}
      </div>
    </>
  );
}

function Section({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-xl [&_svg]:size-5 [&_svg]:text-primary">
          <span aria-hidden="true" className="contents">
            {icon}
          </span>
          {title}
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
