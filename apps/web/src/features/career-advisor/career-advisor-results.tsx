import type { CareerAnalysisResponse } from '@app/core/ai-api';
import { BookOpen, Compass, Lightbulb, Tags } from 'lucide-react';
import { Link } from 'react-router';
import { AiEngineNote } from '@/components/ai-engine-note';
import { ResultSection } from '@/components/result-section';
import { Badge } from '@/components/ui/badge';
import { PriorityBadge } from './priority-badge';

/** The analysis: summary, career paths, courses and the skills it found. */
export function CareerAdvisorResults({ result }: { result: CareerAnalysisResponse }) {
  const iconClass = 'size-5 text-primary';
  return (
    <section aria-labelledby="career-results-heading" data-testid="career-results" className="grid gap-6">
      <h2 id="career-results-heading" className="text-2xl font-bold tracking-tight">
        Your Career Recommendations
      </h2>

      <ResultSection
        id="career-summary"
        icon={<Lightbulb aria-hidden="true" className={iconClass} />}
        title="Summary"
      >
        <p className="leading-relaxed whitespace-pre-line">{result.summary}</p>
      </ResultSection>

      <ResultSection
        id="career-paths-heading"
        icon={<Compass aria-hidden="true" className={iconClass} />}
        title="Recommended Career Paths"
      >
        {result.careerPaths.length === 0 ? (
          <p className="text-muted-foreground">
            No career path stood out. Add more detail about your experience and skills.
          </p>
        ) : (
          <ul className="grid gap-4" aria-labelledby="career-paths-heading">
            {result.careerPaths.map((path) => (
              <li key={path.id} data-career-path={path.id} className="rounded-lg border p-4">
                <div className="flex flex-wrap items-center gap-2">
                  <Link
                    to={`/career-paths/${encodeURIComponent(path.id)}`}
                    className="font-semibold text-primary underline-offset-4 hover:underline"
                  >
                    {path.title}
                  </Link>
                  <PriorityBadge priority={path.priority} />
                </div>
                <p className="mt-2 text-sm text-muted-foreground">{path.reason}</p>
              </li>
            ))}
          </ul>
        )}
      </ResultSection>

      <ResultSection
        id="career-courses-heading"
        icon={<BookOpen aria-hidden="true" className={iconClass} />}
        title="Recommended Courses"
      >
        {result.courses.length === 0 ? (
          <p className="text-muted-foreground">No catalogue course matched the skills found.</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2" aria-labelledby="career-courses-heading">
            {result.courses.map((course) => (
              <li key={course.id} data-course-id={course.id} className="rounded-lg border p-4">
                <Link
                  to={`/courses/${encodeURIComponent(String(course.id))}`}
                  className="font-semibold text-primary underline-offset-4 hover:underline"
                >
                  {course.title}
                </Link>
                <p className="mt-1 text-sm">
                  <span className="sr-only">Provider: </span>
                  {course.provider}
                  <span aria-hidden="true"> · </span>
                  <span className="sr-only">, category: </span>
                  {course.category}
                </p>
                <p className="mt-2 text-sm text-muted-foreground">{course.reason}</p>
              </li>
            ))}
          </ul>
        )}
      </ResultSection>

      <ResultSection
        id="career-skills-heading"
        icon={<Tags aria-hidden="true" className={iconClass} />}
        title="Skills Found"
      >
        {result.skills.length === 0 ? (
          <p className="text-muted-foreground">No skills were recognised in the text.</p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-labelledby="career-skills-heading">
            {result.skills.map((skill) => (
              <li key={skill}>
                <Badge variant="secondary">{skill}</Badge>
              </li>
            ))}
          </ul>
        )}
      </ResultSection>

      <AiEngineNote engine={result.engine} />
    </section>
  );
}
