import { SITE_NAME } from '@app/core/site';
import { Compass, Lightbulb, type LucideIcon, NotebookPen, TrendingUp, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';

const topics: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Compass,
    title: 'Career Guidance',
    text: 'Choosing a direction, changing careers and planning the certifications that get you to the role you want.',
  },
  {
    icon: TrendingUp,
    title: 'Industry Insights',
    text: 'Which skills employers ask for, and how cloud, data, AI and security roles are changing.',
  },
  {
    icon: NotebookPen,
    title: 'Study Tips',
    text: 'Practical ways to prepare for certification exams and make every hour of study count.',
  },
  {
    icon: Trophy,
    title: 'Success Stories',
    text: 'How learners used courses and certifications to land new roles, in their own words.',
  },
];

export function BlogPage() {
  useDocumentTitle(
    'Blog',
    'The SkillBridge blog: career guidance, industry insights, study tips and success stories for people building a tech career.',
  );
  return (
    <>
      <PageIntro
        title={`${SITE_NAME} Blog`}
        description="Career advice, industry insights and study tips for your journey into tech."
      />

      <section aria-labelledby="coming-soon" className="mx-auto w-full max-w-5xl px-4 py-16 sm:px-6">
        <div className="flex flex-col items-center text-center">
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Lightbulb aria-hidden="true" className="size-7" />
          </span>
          <h2 id="coming-soon" className="mt-4 text-3xl font-bold tracking-tight">
            Coming Soon
          </h2>
          <p className="mt-3 max-w-2xl text-muted-foreground">
            We are writing our first articles. Here is what you can look forward to:
          </p>
        </div>

        <ul className="mt-10 grid gap-6 sm:grid-cols-2">
          {topics.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full">
                <CardHeader>
                  <div className="mb-2 flex items-center justify-between gap-2">
                    <span className="inline-flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <Badge variant="secondary">Planned topic</Badge>
                  </div>
                  <CardTitle className="text-lg">{title}</CardTitle>
                  <CardDescription className="text-base">{text}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>

        <div className="mt-12 rounded-xl border bg-muted/50 p-8 text-center">
          <h2 className="text-xl font-semibold">In the meantime</h2>
          <p className="mt-2 text-muted-foreground">
            Explore career paths to see the skills each role needs, or find answers in our Help Center.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Button asChild>
              <Link to="/career-paths">Explore Career Paths</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/help">Visit the Help Center</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
