import { countOf } from '@app/core/format-count';
import type { PlanResponse } from '@app/core/plan-api';
import { SKILL_SOURCE_LABELS } from '@app/core/plan-sources';
import { coursePagePath, universityCoursePagePath } from '@app/core/public-pages';
import { BookOpen, CheckCircle2, CircleDashed, ListChecks, Target } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { ResultSection } from '@/components/result-section';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { formatDollars, formatHours, percent } from './plan-api';

/** The plan as the planner, a saved plan and a shared link show it; a shared plan has no `have`. */
type PlanResultData = Omit<PlanResponse, 'have'> & { have?: PlanResponse['have'] };

const key = (skill: string) => skill.trim().toLowerCase();

/** Readiness as a bar and in words. */
export function Readiness({ readiness }: { readiness: number }) {
  const labelId = useId();
  const shown = percent(readiness);
  return (
    <div className="grid gap-2" data-plan-readiness={Math.round(readiness * 100)}>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span id={labelId} className="text-sm font-medium text-muted-foreground">
          Readiness
        </span>
        <span className="text-3xl font-bold tracking-tight">{shown}</span>
      </p>
      <Progress
        value={Math.round(readiness * 100)}
        aria-labelledby={labelId}
        getValueLabel={() => `${shown} ready`}
      />
    </div>
  );
}

function SkillList({
  skills,
  missing,
  postingsCompared,
}: {
  skills: PlanResultData['skills'];
  missing: Set<string>;
  postingsCompared: number;
}) {
  return (
    <ul className="grid gap-2">
      {skills.map((skill) => {
        const lacking = missing.has(key(skill.name));
        return (
          <li
            key={skill.name}
            className="flex flex-wrap items-center gap-x-2 gap-y-1"
            data-plan-skill={skill.name}
          >
            {lacking ? (
              <CircleDashed aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            ) : (
              <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-primary" />
            )}
            <span className="font-medium">{skill.name}</span>
            <span className="sr-only">{lacking ? ' (missing)' : ' (you have it)'}</span>
            {postingsCompared > 0 && skill.share !== null && (
              <span className="text-sm text-muted-foreground">
                named in {percent(skill.share)} of {countOf(postingsCompared, 'similar posting')}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The target's skills (required, nice to have), the skills the person has for it (with where each
 * came from), what is missing, the ordered courses that close the gap and their totals.
 */
export function PlanResult({ result }: { result: PlanResultData }) {
  const missing = new Set(result.missing.map(key));
  const required = result.skills.filter((s) => s.required);
  const nice = result.skills.filter((s) => !s.required);
  const targetKeys = new Set(result.skills.map((s) => key(s.name)));
  const haveForTarget = result.have?.filter((h) => targetKeys.has(key(h.name))) ?? null;
  const iconClass = 'size-5 shrink-0 text-primary';

  return (
    <div className="grid gap-6" data-testid="plan-result">
      <Card className="gap-4">
        <CardContent className="grid gap-4">
          <Readiness readiness={result.readiness} />
          <p className="text-sm text-muted-foreground">
            {result.missing.length === 0
              ? 'You have every skill this target asks for.'
              : `${countOf(result.missing.length, 'skill')} to learn, required skills counting twice.`}
            {result.postingsCompared > 0 &&
              ` Skills counted over ${countOf(result.postingsCompared, 'similar posting')} on our board.`}
          </p>
        </CardContent>
      </Card>

      <div className={nice.length > 0 ? 'grid gap-6 md:grid-cols-2' : 'grid gap-6'}>
        <ResultSection
          className="gap-4"
          title="Required skills"
          icon={<Target aria-hidden="true" className={iconClass} />}
        >
          {required.length === 0 ? (
            <p className="text-sm text-muted-foreground">No skill is required by most similar postings.</p>
          ) : (
            <SkillList skills={required} missing={missing} postingsCompared={result.postingsCompared} />
          )}
        </ResultSection>
        {nice.length > 0 && (
          <ResultSection
            className="gap-4"
            title="Nice to have"
            icon={<Target aria-hidden="true" className={iconClass} />}
          >
            <SkillList skills={nice} missing={missing} postingsCompared={result.postingsCompared} />
          </ResultSection>
        )}
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        {haveForTarget && (
          <ResultSection
            className="gap-4"
            title="Skills you have"
            icon={<CheckCircle2 aria-hidden="true" className={iconClass} />}
          >
            {haveForTarget.length === 0 ? (
              <p className="text-sm text-muted-foreground">None of this target’s skills yet.</p>
            ) : (
              <ul className="grid gap-2" data-testid="plan-have">
                {haveForTarget.map((skill) => (
                  <li key={skill.name} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="font-medium">{skill.name}</span>
                    <span className="text-sm text-muted-foreground">
                      {skill.from.map((source) => SKILL_SOURCE_LABELS[source]).join(', ')}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </ResultSection>
        )}
        <ResultSection
          className="gap-4"
          title="Missing skills"
          icon={<CircleDashed aria-hidden="true" className={iconClass} />}
        >
          {result.missing.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nothing is missing.</p>
          ) : (
            <ul className="flex flex-wrap gap-2" data-testid="plan-missing">
              {result.missing.map((skill) => (
                <li key={skill}>
                  <Badge variant="outline" className="text-sm whitespace-normal">
                    {skill}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </ResultSection>
      </div>

      <ResultSection
        className="gap-4"
        title="Your plan"
        icon={<ListChecks aria-hidden="true" className={iconClass} />}
      >
        {result.steps.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {result.missing.length === 0
              ? 'No course needed.'
              : 'No course in our catalogue covers these skills.'}
          </p>
        ) : (
          <ol className="grid gap-4" data-testid="plan-steps">
            {result.steps.map((step, index) => (
              <li
                key={String(step.courseId)}
                className="grid gap-2 rounded-lg border p-4"
                data-plan-step={String(step.courseId)}
              >
                <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
                  <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground">
                    <span className="sr-only">Step </span>
                    {index + 1}
                  </span>
                  <Link
                    to={
                      step.source === 'university'
                        ? universityCoursePagePath(String(step.courseId))
                        : coursePagePath(step.courseId)
                    }
                    className="min-w-0 flex-1 font-semibold break-words text-primary underline-offset-4 hover:underline"
                  >
                    {step.title}
                  </Link>
                  {step.tracked && (
                    <Badge variant="secondary">
                      {step.tracked === 'in_progress' ? 'In progress' : 'Tracking'}
                    </Badge>
                  )}
                </div>
                <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
                  <Fact label="Provider" value={step.provider} />
                  <Fact label="Level" value={step.level} />
                  <Fact label="Price" value={step.price} />
                  <Fact
                    label="Time"
                    value={`${step.hoursEstimated ? 'about ' : ''}${formatHours(step.hours)}`}
                  />
                </dl>
                <p className="text-sm">
                  <span className="text-muted-foreground">Covers: </span>
                  {step.covers.join(', ')}
                </p>
              </li>
            ))}
          </ol>
        )}
        {result.uncovered.length > 0 && (
          <p
            className="mt-4 flex gap-2 rounded-lg border border-dashed bg-muted/40 px-4 py-3 text-sm"
            data-testid="plan-uncovered"
          >
            <BookOpen aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>No course in our catalogue teaches: {result.uncovered.join(', ')}</span>
          </p>
        )}
        {result.steps.length > 0 && (
          <dl
            className="mt-4 grid gap-x-6 gap-y-1 border-t pt-4 text-sm sm:grid-cols-3"
            data-testid="plan-totals"
          >
            <Fact label="Total time" value={`about ${formatHours(result.totalHours)}`} />
            <Fact
              label={result.unknownPrices > 0 ? 'Cost of the priced courses' : 'Total cost'}
              value={formatDollars(result.totalCost)}
            />
            {result.unknownPrices > 0 && (
              <Fact label="Prices not known" value={countOf(result.unknownPrices, 'course')} />
            )}
          </dl>
        )}
      </ResultSection>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{value}</dd>
    </div>
  );
}
