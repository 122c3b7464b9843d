import { PROFILE_TEXT_MAX } from '@app/core/ai-api';
import { formatCount } from '@app/core/format-count';
import { useMutation } from '@tanstack/react-query';
import { Briefcase, FileText, Loader2, Sparkles } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { PageIntro } from '@/components/page-intro';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { postCareerAnalysis } from '@/lib/ai-api';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CareerAdvisorResults } from './career-advisor-results';

type ProfileType = 'linkedin' | 'cv';

const TABS: Record<ProfileType, { tab: string; label: string; placeholder: string }> = {
  linkedin: {
    tab: 'LinkedIn Profile',
    label: 'Your LinkedIn profile',
    placeholder:
      'Paste your LinkedIn profile here: your headline, About section, experience, education and skills...',
  },
  cv: {
    tab: 'CV/Resume',
    label: 'Your CV or resume',
    placeholder:
      'Paste the text of your CV or resume here: your experience, education, projects and skills...',
  },
};

export function CareerAdvisorPage() {
  useDocumentTitle('AI Career Advisor');
  const [type, setType] = useState<ProfileType>('linkedin');
  // One text for both tabs: switching the tab relabels what was pasted instead of losing it.
  const [text, setText] = useState('');
  const textId = useId();
  const hintId = useId();

  const analysis = useMutation({
    mutationFn: (input: { profileText: string; type: ProfileType }) => postCareerAnalysis(input),
    onSuccess: () => toast.success('Analysis Complete!'),
    onError: () =>
      toast.error('Analysis Failed', 'There was an error analyzing your profile. Please try again.'),
  });

  const blank = text.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (analysis.isPending) return;
    if (blank) {
      toast.error('Input Required', 'Please paste your LinkedIn profile or CV content first.');
      return;
    }
    analysis.mutate({ profileText: text.trim(), type });
  }

  const field = (tab: ProfileType) => (
    <TabsContent value={tab} className="mt-4">
      <div className="grid gap-2">
        <Label htmlFor={`${textId}-${tab}`}>{TABS[tab].label}</Label>
        <Textarea
          id={`${textId}-${tab}`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={TABS[tab].placeholder}
          aria-describedby={hintId}
          maxLength={PROFILE_TEXT_MAX}
          rows={14}
          className="min-h-72 resize-y"
        />
      </div>
    </TabsContent>
  );

  return (
    <>
      <PageIntro
        title="AI Career Advisor"
        description="Paste your LinkedIn profile or CV and get career paths and courses that build on the skills you already have."
      />
      <div className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-10 sm:px-6">
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="text-xl">
              Your profile
            </CardTitle>
            <CardDescription id={hintId}>
              Choose what you are pasting (up to {formatCount(PROFILE_TEXT_MAX)} characters). The text is
              analysed to make your recommendations and is not stored.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <form onSubmit={submit} aria-busy={analysis.isPending}>
              <Tabs value={type} onValueChange={(value) => setType(value as ProfileType)}>
                <TabsList aria-label="Profile type">
                  <TabsTrigger value="linkedin">
                    <Briefcase aria-hidden="true" className="size-4" />
                    {TABS.linkedin.tab}
                  </TabsTrigger>
                  <TabsTrigger value="cv">
                    <FileText aria-hidden="true" className="size-4" />
                    {TABS.cv.tab}
                  </TabsTrigger>
                </TabsList>
                {field('linkedin')}
                {field('cv')}
              </Tabs>
              <Button
                type="submit"
                size="lg"
                className="mt-6 w-full sm:w-auto"
                disabled={blank || analysis.isPending}
              >
                {analysis.isPending ? (
                  <Loader2 aria-hidden="true" className="animate-spin" />
                ) : (
                  <Sparkles aria-hidden="true" />
                )}
                {analysis.isPending ? 'Analyzing...' : 'Get AI Career Recommendations'}
              </Button>
            </form>
          </CardContent>
        </Card>

        <div role="status" aria-live="polite" className="sr-only">
          {analysis.isPending
            ? 'Analyzing your profile...'
            : analysis.isSuccess
              ? 'Your career recommendations are ready below.'
              : ''}
        </div>
        {analysis.data && <CareerAdvisorResults result={analysis.data} />}
      </div>
    </>
  );
}
