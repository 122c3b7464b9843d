import {
  AI_FAILURE_TEXTS,
  DEGREE_ANSWER_MAX,
  DEGREE_RECOMMENDATION_COUNT,
  type DegreeResponse,
} from '@app/core/ai-api';
import { GraduationCap, Loader2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { AiEngineNote } from '@/components/ai-engine-note';
import { PageIntro } from '@/components/page-intro';
import { RequiredMark } from '@/components/required-mark';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { postDegreeRecommendations } from '@/lib/ai-api';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DegreeResults } from './degree-results';

const TITLE = 'Degree Recommendations';

interface DegreeForm {
  interests: string;
  strengths: string;
  careerGoals: string;
  workEnvironment: string;
  additionalInfo: string;
}

const EMPTY: DegreeForm = {
  interests: '',
  strengths: '',
  careerGoals: '',
  workEnvironment: '',
  additionalInfo: '',
};

const FIELDS: {
  key: keyof DegreeForm;
  label: string;
  placeholder: string;
  required?: boolean;
}[] = [
  {
    key: 'interests',
    label: 'Your Interests',
    placeholder: 'e.g., technology, problem solving, design, helping people, science...',
    required: true,
  },
  {
    key: 'strengths',
    label: 'Your Strengths',
    placeholder: 'e.g., analytical thinking, mathematics, communication, creativity...',
    required: true,
  },
  {
    key: 'careerGoals',
    label: 'Career Goals',
    placeholder: 'e.g., become a software engineer, work in healthcare, start a business...',
  },
  {
    key: 'workEnvironment',
    label: 'Preferred Work Environment',
    placeholder: 'e.g., remote, in an office, outdoors, in a lab, in a small team...',
  },
  {
    key: 'additionalInfo',
    label: 'Additional Information',
    placeholder: 'Anything else that matters to you: subjects you enjoyed, budget, location...',
  },
];

const MISSING = {
  title: 'Missing Information',
  text: 'Please fill in at least your interests and strengths.',
};

export function DegreeRecommendationPage() {
  useDocumentTitle(TITLE);
  const [form, setForm] = useState<DegreeForm>(EMPTY);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<DegreeResponse | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const baseId = useId();

  useEffect(() => () => abortRef.current?.abort(), []);
  // Move focus to the new results so keyboard and screen-reader users land on them.
  useEffect(() => {
    if (result) resultsHeadingRef.current?.focus();
  }, [result]);

  const ready = form.interests.trim() !== '' && form.strengths.trim() !== '';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (!ready) {
      toast.error(MISSING.title, MISSING.text);
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setPending(true);
    try {
      const response = await postDegreeRecommendations(
        {
          interests: form.interests.trim(),
          strengths: form.strengths.trim(),
          careerGoals: form.careerGoals.trim(),
          workEnvironment: form.workEnvironment.trim(),
          additionalInfo: form.additionalInfo.trim(),
        },
        controller.signal,
      );
      setResult(response);
      toast.success('Analysis Complete!', 'Your degree recommendations are ready.');
    } catch (error) {
      if (controller.signal.aborted) return;
      // A rate limit says when to come back; anything else gets the spec's failure text.
      const text =
        isApiError(error) && error.status === 429 ? error.message : AI_FAILURE_TEXTS.degreeRecommendations;
      toast.error('Analysis Failed', text);
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
        description="Tell us what you enjoy and what you are good at, and get the degrees that fit you best, with the careers they lead to."
      />
      <div className="mx-auto grid w-full max-w-4xl gap-8 px-4 py-10 sm:px-6">
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2 text-xl">
              <GraduationCap aria-hidden="true" className="size-5 text-primary" />
              Tell Us About Yourself
            </CardTitle>
            <CardDescription>
              Fields marked <span className="text-destructive">*</span> are required. The more you share, the
              better the recommendations.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <form noValidate onSubmit={submit} className="grid gap-5" aria-busy={pending}>
              {FIELDS.map((field) => {
                const id = `${baseId}-${field.key}`;
                return (
                  <div key={field.key} className="grid gap-2">
                    <Label htmlFor={id}>
                      {field.label} {field.required && <RequiredMark />}
                    </Label>
                    <Textarea
                      id={id}
                      name={field.key}
                      rows={3}
                      maxLength={DEGREE_ANSWER_MAX}
                      aria-required={field.required || undefined}
                      placeholder={field.placeholder}
                      value={form[field.key]}
                      onChange={(e) => setForm((current) => ({ ...current, [field.key]: e.target.value }))}
                    />
                  </div>
                );
              })}
              <Button
                type="submit"
                size="lg"
                disabled={!ready || pending}
                // The label may take two lines on a narrow phone rather than run past the card.
                className="h-auto min-h-11 w-full py-2 whitespace-normal sm:w-auto"
              >
                {pending && <Loader2 aria-hidden="true" className="animate-spin" />}
                {pending ? 'Analyzing...' : 'Get My Degree Recommendations'}
              </Button>
            </form>
          </CardContent>
        </Card>

        <p role="status" aria-live="polite" className="sr-only">
          {pending
            ? 'Analyzing your profile...'
            : result
              ? `Your top ${DEGREE_RECOMMENDATION_COUNT} degree recommendations are shown below.`
              : ''}
        </p>

        {result && <DegreeResults result={result} headingRef={resultsHeadingRef} />}
        {result && <AiEngineNote engine={result.engine} className="text-center" />}
      </div>
    </>
  );
}
