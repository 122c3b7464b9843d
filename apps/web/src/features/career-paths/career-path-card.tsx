import { type CareerPath, formatDuration, formatSalary, relatedCourseHref } from '@app/core/career-path';
import { ArrowRight, BookOpen, Building2, Clock, DollarSign, TrendingUp } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { GrowthBadge } from './growth-badge';
import type { RelatedCourseIds } from './use-related-course-ids';

const SHOWN_SKILLS = 5;
const SHOWN_COURSES = 3;

/**
 * `courseIds`: the catalogue ids of the related courses, once known (see useRelatedCourseIds).
 * Memoised: the page re-renders when that answer arrives, and the cards only once it is passed on.
 */
export const CareerPathCard = memo(function CareerPathCard({
  path,
  courseIds,
}: {
  path: CareerPath;
  courseIds?: RelatedCourseIds | undefined;
}) {
  const moreSkills = path.skills.length - SHOWN_SKILLS;
  return (
    <Card className="h-full gap-5" data-testid="career-path-card">
      <CardHeader>
        <div className="mb-1 flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{path.level}</Badge>
          <GrowthBadge growth={path.growth} />
        </div>
        <CardTitle as="h3" className="text-xl">
          <Link to={`/career-paths/${path.id}`} className="hover:text-primary hover:underline">
            {path.title}
          </Link>
        </CardTitle>
        <CardDescription className="text-sm">{path.description}</CardDescription>
      </CardHeader>

      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="inline-flex items-center gap-1.5 text-muted-foreground">
              <Clock aria-hidden="true" className="size-4 text-primary" />
              Duration
            </dt>
            <dd className="font-medium">{formatDuration(path.duration)}</dd>
          </div>
          <div>
            <dt className="inline-flex items-center gap-1.5 text-muted-foreground">
              <DollarSign aria-hidden="true" className="size-4 text-primary" />
              Salary
            </dt>
            <dd className="font-medium">{formatSalary(path.salary)}</dd>
          </div>
        </dl>

        <div>
          <h4 className="mb-2 text-sm font-semibold">Key skills</h4>
          <ul className="flex flex-wrap gap-1.5">
            {path.skills.slice(0, SHOWN_SKILLS).map((skill) => (
              <li key={skill}>
                <Badge variant="outline">{skill}</Badge>
              </li>
            ))}
            {moreSkills > 0 && (
              <li>
                <Badge variant="outline" className="text-muted-foreground">
                  +{moreSkills} more
                </Badge>
              </li>
            )}
          </ul>
        </div>

        <div>
          <h4 className="mb-2 inline-flex items-center gap-1.5 text-sm font-semibold">
            <BookOpen aria-hidden="true" className="size-4 text-primary" />
            Related courses
          </h4>
          <ul className="grid gap-1 text-sm">
            {path.courses.slice(0, SHOWN_COURSES).map((course) => (
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
        </div>

        <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
          <Building2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="sr-only">Hiring companies: </span>
            {path.companies.join(', ')}
          </span>
        </p>
      </CardContent>

      <CardFooter className="mt-auto">
        <Link
          to={`/career-paths/${path.id}`}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <TrendingUp aria-hidden="true" className="size-4" />
          View career path<span className="sr-only">: {path.title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </CardFooter>
    </Card>
  );
});
