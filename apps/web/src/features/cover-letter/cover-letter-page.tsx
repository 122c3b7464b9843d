import {
  AI_FAILURE_TEXTS,
  AI_SHORT_MAX,
  AI_TEXT_MAX,
  COVER_LETTER_TONES,
  type CoverLetterResponse,
  type CoverLetterTone,
} from '@app/core/ai-api';
import { coverLetterFileName } from '@app/core/document-file-name';
import { Building2, ChevronDown, Download, Loader2, MessageSquareText, UserRound } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { AiEngineNote } from '@/components/ai-engine-note';
import { CopyButton } from '@/components/copy-button';
import { DraftControls } from '@/components/draft-controls';
import { PageIntro } from '@/components/page-intro';
import { RequiredMark } from '@/components/required-mark';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { postCoverLetter } from '@/lib/ai-api';
import { isApiError } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFormDraft } from '@/lib/use-form-draft';

const TITLE = 'Cover Letter Builder';

interface CoverLetterForm {
  fullName: string;
  email: string;
  phone: string;
  linkedin: string;
  company: string;
  position: string;
  hiringManager: string;
  tone: CoverLetterTone;
  jobDescription: string;
  companyInfo: string;
  motivation: string;
  experience: string;
}

type TextKey = Exclude<keyof CoverLetterForm, 'tone'>;

const EMPTY: CoverLetterForm = {
  fullName: '',
  email: '',
  phone: '',
  linkedin: '',
  company: '',
  position: '',
  hiringManager: '',
  tone: 'professional',
  jobDescription: '',
  companyInfo: '',
  motivation: '',
  experience: '',
};

const emptyForm = (): CoverLetterForm => ({ ...EMPTY });

const TONE_LABELS: Record<CoverLetterTone, string> = {
  professional: 'Professional',
  enthusiastic: 'Enthusiastic',
  conversational: 'Conversational',
  formal: 'Formal',
};

interface FieldSpec {
  key: TextKey;
  label: string;
  placeholder: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
}

const PERSONAL_FIELDS: FieldSpec[] = [
  { key: 'fullName', label: 'Full Name', placeholder: 'Jane Doe', required: true, autoComplete: 'name' },
  {
    key: 'email',
    label: 'Email',
    placeholder: 'jane.doe@example.com',
    required: true,
    type: 'email',
    autoComplete: 'email',
  },
  { key: 'phone', label: 'Phone', placeholder: '+1 555 123 4567', type: 'tel', autoComplete: 'tel' },
  {
    key: 'linkedin',
    label: 'LinkedIn',
    placeholder: 'linkedin.com/in/janedoe',
    type: 'url',
    autoComplete: 'url',
  },
];

const JOB_FIELDS: FieldSpec[] = [
  { key: 'company', label: 'Company', placeholder: 'e.g., Acme Corp', required: true, autoComplete: 'off' },
  {
    key: 'position',
    label: 'Position',
    placeholder: 'e.g., Frontend Developer',
    required: true,
    autoComplete: 'off',
  },
  { key: 'hiringManager', label: 'Hiring Manager', placeholder: 'e.g., Alex Smith', autoComplete: 'off' },
];

const STORY_FIELDS: FieldSpec[] = [
  {
    key: 'jobDescription',
    label: 'Job Description',
    placeholder: 'Paste the job posting or its key requirements...',
    multiline: true,
  },
  {
    key: 'companyInfo',
    label: 'About the Company',
    placeholder: 'What the company does, its mission or products, what draws you to it...',
    multiline: true,
  },
  {
    key: 'motivation',
    label: 'Why This Role',
    placeholder: 'Why you want this role and what you hope to bring to it...',
    multiline: true,
  },
  {
    key: 'experience',
    label: 'Relevant Experience',
    placeholder: 'Projects, jobs, skills and results that fit this role...',
    multiline: true,
  },
];

const REQUIRED: TextKey[] = ['fullName', 'email', 'company', 'position'];
const MISSING = { title: 'Missing Information', text: 'Please fill in all required fields (marked with *).' };

interface GeneratedLetter {
  text: string;
  fullName: string;
  company: string;
  engine: CoverLetterResponse['engine'];
}

function failureText(error: unknown): string {
  if (isApiError(error)) return error.message || AI_FAILURE_TEXTS.coverLetter;
  return 'An unexpected error occurred';
}

export function CoverLetterPage() {
  useDocumentTitle(TITLE);
  const { form, setForm, clear, status: draftStatus, signedIn } = useFormDraft('cover-letter', emptyForm);
  const [pending, setPending] = useState(false);
  const [generated, setGenerated] = useState<GeneratedLetter | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const outputHeadingRef = useRef<HTMLHeadingElement>(null);
  const baseId = useId();

  useEffect(() => () => abortRef.current?.abort(), []);
  useEffect(() => {
    if (generated) outputHeadingRef.current?.focus();
  }, [generated]);

  const set = (key: keyof CoverLetterForm, value: string) =>
    setForm((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (REQUIRED.some((key) => form[key].trim() === '')) {
      toast.error(MISSING.title, MISSING.text);
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setPending(true);
    const t = (value: string) => value.trim();
    try {
      const response = await postCoverLetter(
        {
          personalInfo: {
            fullName: t(form.fullName),
            email: t(form.email),
            phone: t(form.phone),
            linkedin: t(form.linkedin),
          },
          jobDetails: {
            company: t(form.company),
            position: t(form.position),
            hiringManager: t(form.hiringManager),
            jobDescription: t(form.jobDescription),
            companyInfo: t(form.companyInfo),
          },
          motivation: t(form.motivation),
          experience: t(form.experience),
          tone: form.tone,
        },
        controller.signal,
      );
      if (response?.success !== true || !response.coverLetter) {
        toast.error('Generation Failed', AI_FAILURE_TEXTS.coverLetter);
        return;
      }
      setGenerated({
        text: response.coverLetter,
        fullName: t(form.fullName),
        company: t(form.company),
        engine: response.engine,
      });
      toast.success('Cover Letter Generated!', 'Your cover letter is ready to copy or download.');
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

  const renderField = (field: FieldSpec) => {
    const id = `${baseId}-${field.key}`;
    const common = {
      id,
      name: field.key,
      placeholder: field.placeholder,
      value: form[field.key],
      'aria-required': field.required || undefined,
    };
    return (
      <div key={field.key} className="grid gap-2">
        <Label htmlFor={id}>
          {field.label} {field.required && <RequiredMark />}
        </Label>
        {field.multiline ? (
          <Textarea
            {...common}
            rows={4}
            maxLength={AI_TEXT_MAX}
            onChange={(e) => set(field.key, e.target.value)}
          />
        ) : (
          <Input
            {...common}
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
            maxLength={AI_SHORT_MAX}
            onChange={(e) => set(field.key, e.target.value)}
          />
        )}
      </div>
    );
  };

  const toneId = `${baseId}-tone`;

  return (
    <>
      <PageIntro
        title={TITLE}
        description="Tell us about you and the job, choose a tone, and get a tailored cover letter in seconds."
      />
      <div className="mx-auto grid w-full max-w-4xl gap-8 px-4 py-10 sm:px-6">
        <form noValidate onSubmit={submit} className="grid gap-6" aria-busy={pending}>
          <DraftControls status={draftStatus} signedIn={signedIn} onClear={() => void clear()} />
          <Section icon={<UserRound />} title="Personal Information">
            <div className="grid gap-4 sm:grid-cols-2">{PERSONAL_FIELDS.map(renderField)}</div>
          </Section>

          <Section icon={<Building2 />} title="Job Details">
            <div className="grid gap-4 sm:grid-cols-2">
              {JOB_FIELDS.map(renderField)}
              <div className="grid gap-2">
                <Label htmlFor={toneId}>Tone</Label>
                <div className="relative">
                  <select
                    id={toneId}
                    name="tone"
                    value={form.tone}
                    onChange={(e) => set('tone', e.target.value)}
                    className="h-10 w-full appearance-none rounded-md border border-input bg-background pr-9 pl-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm"
                  >
                    {COVER_LETTER_TONES.map((tone) => (
                      <option key={tone} value={tone}>
                        {TONE_LABELS[tone]}
                      </option>
                    ))}
                  </select>
                  <ChevronDown
                    aria-hidden="true"
                    className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
                  />
                </div>
              </div>
            </div>
          </Section>

          <Section
            icon={<MessageSquareText />}
            title="About the Role and You"
            description="Optional, but the more you share, the more personal the letter."
          >
            <div className="grid gap-4">{STORY_FIELDS.map(renderField)}</div>
          </Section>

          <div className="grid justify-items-center gap-2">
            <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto">
              {pending && <Loader2 aria-hidden="true" className="animate-spin" />}
              {pending ? 'Generating...' : 'Generate Cover Letter'}
            </Button>
            <p className="text-sm text-muted-foreground">
              Fields marked <span className="text-destructive">*</span> are required.
            </p>
          </div>
        </form>

        <p role="status" aria-live="polite" className="sr-only">
          {pending ? 'Generating your cover letter...' : generated ? 'Your cover letter is shown below.' : ''}
        </p>

        {generated && (
          <Card role="region" aria-labelledby="cover-letter-output-heading">
            <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
              <CardTitle
                as="h2"
                id="cover-letter-output-heading"
                ref={outputHeadingRef}
                tabIndex={-1}
                className="text-xl outline-none"
              >
                Your Cover Letter
              </CardTitle>
              <div className="flex flex-wrap gap-2">
                <CopyButton text={generated.text} />
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() =>
                    downloadFile(
                      coverLetterFileName(generated.fullName, generated.company),
                      generated.text,
                      'text/plain;charset=utf-8',
                    )
                  }
                >
                  <Download aria-hidden="true" />
                  Download
                </Button>
              </div>
            </CardHeader>
            <CardContent className="grid gap-4">
              <pre
                data-testid="cover-letter-text"
                className="whitespace-pre-wrap break-words rounded-lg border bg-muted/40 p-4 font-sans text-sm leading-relaxed"
              >
                {generated.text}
              </pre>
              <AiEngineNote engine={generated.engine} />
            </CardContent>
          </Card>
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
