import type { CatalogStatsResponse } from '@app/core/catalog-api';
import { atLeastCount } from '@app/core/format-count';
import { aiToolItems } from '@app/core/navigation';
import { SITE_NAME } from '@app/core/site';
import { useQuery } from '@tanstack/react-query';
import {
  BookOpen,
  Briefcase,
  Building2,
  GraduationCap,
  LayoutDashboard,
  type LucideIcon,
  Route,
  Sparkles,
} from 'lucide-react';
import { Link } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { catalogKeys, fetchCatalogStats } from '@/lib/catalog-api';
import { placeholderKeys } from '@/lib/placeholder-keys';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The numbers strip, from the live catalogue: only what exists is counted, never rounded up. */
function numbers(stats: CatalogStatsResponse | undefined) {
  if (!stats) return null;
  return [
    { value: atLeastCount(stats.courses), label: 'Industry certification courses' },
    { value: atLeastCount(stats.providers), label: 'Technology companies' },
    ...(stats.universityCourses !== undefined
      ? [{ value: atLeastCount(stats.universityCourses), label: 'University courses' }]
      : []),
    { value: atLeastCount(stats.careerPaths), label: 'Career paths' },
    ...(stats.jobs !== undefined ? [{ value: atLeastCount(stats.jobs), label: 'Open jobs' }] : []),
    { value: String(aiToolItems.length), label: 'Free AI tools' },
  ];
}

const offerings: { icon: LucideIcon; title: string; text: string; to: string }[] = [
  {
    icon: BookOpen,
    title: 'A catalogue of certification courses',
    text: 'Courses from the technology companies themselves, searchable by skill, company, category, level and price.',
    to: '/courses',
  },
  {
    icon: GraduationCap,
    title: 'University courses',
    text: 'Courses and degree programmes from universities around the world, filterable by country, subject and level.',
    to: '/university-courses',
  },
  {
    icon: Route,
    title: 'Career paths',
    text: 'Tech roles explained: the skills they need, typical salaries, growth outlook and the courses that lead there.',
    to: '/career-paths',
  },
  {
    icon: Briefcase,
    title: 'A jobs board',
    text: 'Openings at the technology companies whose certifications you are working towards.',
    to: '/jobs',
  },
  {
    icon: Sparkles,
    title: 'Free AI tools',
    text: 'A career advisor, study-material generator, degree recommendations, and CV and cover letter builders.',
    to: '/career-advisor',
  },
  {
    icon: LayoutDashboard,
    title: 'A learning dashboard',
    text: 'Your courses in progress, completed courses, learning hours and goals, all in one view.',
    to: '/dashboard',
  },
];

const steps = [
  {
    title: 'Explore',
    text: 'Search by the skill you want, the company you admire or the role you are aiming for, or let an AI tool suggest where to start.',
  },
  {
    title: 'Compare',
    text: 'See level, price, duration and the skills each course teaches side by side, from every provider at once.',
  },
  {
    title: 'Enrol with the provider',
    text: 'Follow the link to the course on the provider’s own site. Enrolment, payment and certificates are handled there.',
  },
  {
    title: 'Keep going',
    text: 'Track your progress on your dashboard, prepare for exams with AI Learning Prep and look for roles that fit your new skills.',
  },
];

export function AboutPage() {
  useDocumentTitle(
    'About',
    'About SkillBridge: why we bring tech certification courses, university courses, career paths and jobs together in one place.',
  );
  const stats = useQuery({ queryKey: catalogKeys.stats, queryFn: ({ signal }) => fetchCatalogStats(signal) });
  const shown = numbers(stats.data);
  return (
    <>
      <PageIntro
        title={`About ${SITE_NAME}`}
        description="We help students, job seekers and professionals find the certifications, courses and roles that move a career in technology forward."
      />

      <section aria-labelledby="mission" className="mx-auto w-full max-w-4xl px-4 py-16 sm:px-6">
        <h2 id="mission" className="text-3xl font-bold tracking-tight">
          Our mission
        </h2>
        <div className="mt-6 flex flex-col gap-4 text-lg leading-relaxed text-muted-foreground">
          <p>
            Technology companies publish thousands of courses and certifications, but they are spread across
            dozens of websites, each with its own catalogue, levels and vocabulary. Finding out which ones
            exist, let alone which one is right for you, can take longer than the course itself.
          </p>
          <p>
            {SITE_NAME} puts them side by side. We gather courses from the official learning platforms of
            technology companies and from universities, connect them to the careers they lead to and the jobs
            that ask for them, and add free AI tools that help you decide what to learn next. Our aim is
            simple: anyone, wherever they start from, should be able to see a clear path into a career in
            tech.
          </p>
        </div>
      </section>

      {/* Without the live counts (the API failed) the strip is left out rather than guessed. */}
      {!stats.isError && (
        <section aria-labelledby="numbers" className="border-y bg-muted/50">
          <div className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6">
            <h2 id="numbers" className="sr-only">
              {SITE_NAME} in numbers
            </h2>
            <dl className="grid grid-cols-2 gap-8 text-center sm:grid-cols-3 lg:grid-cols-6">
              {shown
                ? shown.map((stat) => (
                    <div key={stat.label} className="flex flex-col-reverse gap-1" data-stat={stat.label}>
                      <dt className="text-sm text-muted-foreground">{stat.label}</dt>
                      <dd className="text-3xl font-bold text-primary">{stat.value}</dd>
                    </div>
                  ))
                : placeholderKeys(4).map((key) => (
                    <div key={key} className="flex flex-col items-center gap-2">
                      <Skeleton className="h-9 w-20" />
                      <Skeleton className="h-4 w-32" />
                    </div>
                  ))}
            </dl>
          </div>
        </section>
      )}

      <section aria-labelledby="offer" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="offer" className="text-center text-3xl font-bold tracking-tight">
          What you’ll find here
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {offerings.map(({ icon: Icon, title, text, to }) => (
            <li key={title}>
              <Card className="h-full transition-shadow hover:shadow-md">
                <CardHeader>
                  <span className="mb-2 inline-flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <CardTitle className="text-lg">
                    <Link to={to} className="hover:underline">
                      {title}
                    </Link>
                  </CardTitle>
                  <CardDescription className="text-base">{text}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how" className="border-t bg-muted/50">
        <div className="mx-auto w-full max-w-5xl px-4 py-16 sm:px-6">
          <h2 id="how" className="text-center text-3xl font-bold tracking-tight">
            How it works
          </h2>
          <ol className="mt-10 grid gap-8 md:grid-cols-2">
            {steps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-lg font-semibold">{step.title}</h3>
                  <p className="mt-1 text-muted-foreground">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="independent" className="mx-auto w-full max-w-4xl px-4 py-16 sm:px-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:gap-6">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            <Building2 aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h2 id="independent" className="text-2xl font-bold tracking-tight">
              Independent by design
            </h2>
            <p className="mt-3 leading-relaxed text-muted-foreground">
              {SITE_NAME} is not affiliated with, endorsed by or sponsored by the companies and universities
              whose courses we list. We link to their official pages so that you always enrol at the source.
              Course details come from the providers’ public catalogues and are refreshed regularly, but
              prices and schedules can change: the provider’s own page always has the final word.
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="start" className="bg-hero text-hero-foreground">
        <div className="mx-auto flex w-full max-w-4xl flex-col items-center px-4 py-16 text-center sm:px-6">
          <h2 id="start" className="text-3xl font-bold tracking-tight">
            Ready to find your next step?
          </h2>
          <p className="mt-3 max-w-2xl text-hero-muted">
            Browse career paths to see where you could go, or create a free account to track your learning.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg" className="bg-white text-hero hover:bg-white/90">
              <Link to="/career-paths">Explore Career Paths</Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/60 bg-transparent text-hero-foreground hover:bg-white/10 hover:text-hero-foreground"
            >
              <Link to="/auth#signup">Create a free account</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
