import { formatDuration, formatSalary, relatedCareerPaths, relatedCourseHref } from '@app/core/career-path';
import { CAREER_PATHS } from '@app/core/career-paths-data';
import {
  ArrowLeft,
  BarChart3,
  BookOpen,
  Building2,
  Clock,
  DollarSign,
  type LucideIcon,
  TrendingUp,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CareerPathsCta } from './career-paths-cta';
import { GrowthBadge } from './growth-badge';
import { useRelatedCourseIds } from './use-related-course-ids';

export function CareerPathPage() {
  const { id } = useParams();
  const path = CAREER_PATHS.find((p) => p.id === id);
  const courseIds = useRelatedCourseIds(path ? [path.id] : []);
  useDocumentTitle(path ? path.title : 'Career path not found', path?.description);

  if (!path) {
    return (
      <div className="mx-auto flex w-full max-w-2xl flex-col items-center px-4 py-24 text-center sm:px-6">
        <p className="text-6xl font-bold text-primary">404</p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight">Career path not found</h1>
        <p className="mt-3 text-muted-foreground">
          We couldn’t find a career path at this address. It may have been renamed, or the link may be
          mistyped.
        </p>
        <Button asChild className="mt-8">
          <Link to="/career-paths">Browse all career paths</Link>
        </Button>
      </div>
    );
  }

  const related = relatedCareerPaths(path, CAREER_PATHS);

  return (
    <>
      <section className="border-b bg-gradient-to-b from-accent to-background">
        <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
          <Link
            to="/career-paths"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            All career paths
          </Link>
          <div className="mt-6 flex flex-wrap items-center gap-2">
            <Badge variant="secondary">{path.level}</Badge>
            <GrowthBadge growth={path.growth} />
          </div>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{path.title}</h1>
          <p className="mt-4 max-w-3xl text-lg text-pretty text-muted-foreground">{path.description}</p>
          <Button asChild className="mt-6">
            <Link to={`/plan?path=${encodeURIComponent(path.id)}`}>Plan my path</Link>
          </Button>
        </div>
      </section>

      <div className="mx-auto grid w-full max-w-5xl gap-10 px-4 py-12 sm:px-6">
        <section aria-labelledby="path-facts">
          <h2 id="path-facts" className="sr-only">
            At a glance
          </h2>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Fact icon={Clock} label="Time to job-ready" value={formatDuration(path.duration)} />
            <Fact icon={DollarSign} label="Typical U.S. salary" value={formatSalary(path.salary)} />
            <Fact icon={TrendingUp} label="Job growth" value={path.growth} />
            <Fact icon={BarChart3} label="Level" value={path.level} />
          </dl>
        </section>

        <div className="grid gap-6 md:grid-cols-2">
          <Section title="Skills you’ll need">
            <ul className="flex flex-wrap gap-2">
              {path.skills.map((skill) => (
                <li key={skill}>
                  <Badge variant="outline" className="text-sm">
                    {skill}
                  </Badge>
                </li>
              ))}
            </ul>
          </Section>
          <Section title="Companies hiring" icon={Building2}>
            <ul className="flex flex-wrap gap-2">
              {path.companies.map((company) => (
                <li key={company}>
                  <Badge variant="secondary" className="text-sm">
                    {company}
                  </Badge>
                </li>
              ))}
            </ul>
          </Section>
        </div>

        <Section title="Related courses" icon={BookOpen}>
          <ul className="grid gap-2">
            {path.courses.map((course) => (
              <li key={course}>
                <Link
                  to={relatedCourseHref(course, courseIds?.get(course))}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {course}
                </Link>
              </li>
            ))}
          </ul>
        </Section>

        {related.length > 0 && (
          <section aria-labelledby="related-paths">
            <h2 id="related-paths" className="text-2xl font-bold tracking-tight">
              Related career paths
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-3">
              {related.map((other) => (
                <li key={other.id}>
                  <Link
                    to={`/career-paths/${other.id}`}
                    className="block h-full rounded-xl border bg-card p-5 transition-colors hover:border-primary"
                  >
                    <span className="font-semibold">{other.title}</span>
                    <span className="mt-1 block text-sm text-muted-foreground">
                      {other.level} · {formatSalary(other.salary)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>

      <CareerPathsCta />
    </>
  );
}

function Fact({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <div className="rounded-xl border bg-card p-5">
      <dt className="inline-flex items-center gap-2 text-sm text-muted-foreground">
        <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
        {label}
      </dt>
      <dd className="mt-1 text-lg font-semibold">{value}</dd>
    </div>
  );
}

function Section({ title, icon: Icon, children }: { title: string; icon?: LucideIcon; children: ReactNode }) {
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle as="h2" className="inline-flex items-center gap-2 text-xl">
          {Icon && <Icon aria-hidden="true" className="size-5 text-primary" />}
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
