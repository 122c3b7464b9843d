import {
  DEGREE_RECOMMENDATION_COUNT,
  type DegreeRecommendation,
  type DegreeResponse,
  type Priority,
} from '@app/core/ai-api';
import { Briefcase, DollarSign, Lightbulb, ListChecks, TrendingUp, Wrench } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const PRIORITY_BADGE: Record<Priority, 'default' | 'secondary' | 'outline'> = {
  high: 'default',
  medium: 'secondary',
  low: 'outline',
};

interface DegreeResultsProps {
  result: DegreeResponse;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

export function DegreeResults({ result, headingRef }: DegreeResultsProps) {
  return (
    <section aria-labelledby="degree-results-heading" className="grid gap-6">
      <h2
        id="degree-results-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-center text-2xl font-bold tracking-tight outline-none"
      >
        Your Top {DEGREE_RECOMMENDATION_COUNT} Degree Recommendations
      </h2>
      <ol className="grid gap-6" data-testid="degree-recommendations">
        {result.recommendations.map((recommendation, index) => (
          <li key={recommendation.degree}>
            <RecommendationCard rank={index + 1} recommendation={recommendation} />
          </li>
        ))}
      </ol>

      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2 text-xl">
            <Lightbulb aria-hidden="true" className="size-5 text-primary" />
            General Advice
          </CardTitle>
        </CardHeader>
        <CardContent>
          <p className="whitespace-pre-wrap text-muted-foreground">{result.general_advice}</p>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2 text-xl">
            <ListChecks aria-hidden="true" className="size-5 text-primary" />
            Next Steps
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="grid gap-3" data-testid="degree-next-steps">
            {result.next_steps.map((step, index) => (
              <li key={step} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
                >
                  {index + 1}
                </span>
                <span>{step}</span>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
    </section>
  );
}

function RecommendationCard({
  rank,
  recommendation,
}: {
  rank: number;
  recommendation: DegreeRecommendation;
}) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex items-start gap-3">
            <span className="flex h-9 min-w-9 items-center justify-center rounded-full bg-primary px-2 text-sm font-bold text-primary-foreground">
              <span className="sr-only">Rank </span>#{rank}
            </span>
            <CardTitle className="pt-1.5 text-lg">{recommendation.degree}</CardTitle>
          </div>
          <Badge variant={PRIORITY_BADGE[recommendation.priority]}>{recommendation.priority} match</Badge>
        </div>
        <p className="text-muted-foreground">{recommendation.match_reason}</p>
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-2">
        <Detail icon={<Briefcase aria-hidden="true" />} title="Career Paths">
          <TagList items={recommendation.career_paths} />
        </Detail>
        <Detail icon={<Wrench aria-hidden="true" />} title="Skills Developed">
          <TagList items={recommendation.skills_developed} variant="outline" />
        </Detail>
        <Detail icon={<TrendingUp aria-hidden="true" />} title="Job Market Outlook">
          <p className="text-sm text-muted-foreground">{recommendation.job_outlook}</p>
        </Detail>
        <Detail icon={<DollarSign aria-hidden="true" />} title="Salary Expectations">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="font-medium">Entry level:</dt>
            <dd className="text-muted-foreground">{recommendation.salary_range.entry_level}</dd>
            <dt className="font-medium">Experienced:</dt>
            <dd className="text-muted-foreground">{recommendation.salary_range.experienced}</dd>
          </dl>
        </Detail>
      </CardContent>
    </Card>
  );
}

function Detail({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-2">
      <h4 className="flex items-center gap-2 text-sm font-semibold [&_svg]:size-4 [&_svg]:text-primary">
        {icon}
        {title}
      </h4>
      {children}
    </div>
  );
}

function TagList({ items, variant = 'secondary' }: { items: string[]; variant?: 'secondary' | 'outline' }) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">None listed</p>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item}>
          <Badge variant={variant} className="whitespace-normal text-left">
            {item}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
