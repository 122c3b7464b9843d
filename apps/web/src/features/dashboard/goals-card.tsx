import type { DashboardResponse } from '@app/core/learning-api';
import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';

const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** The three goals (spec section 9), counted from this month's and this year's real activity (UTC). */
export function GoalsCard({ goals }: { goals: DashboardResponse['goals'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-xl">
          Learning Goals
        </CardTitle>
        <CardDescription>
          This month ({monthName(goals.month)}) and this year ({goals.year}), in UTC.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <GoalRow
          title="Monthly learning"
          detail={`${goals.monthlyHours.current} of ${goals.monthlyHours.target} hours this month`}
          percent={goals.monthlyHours.percent}
        />
        <GoalRow
          title="Courses this year"
          detail={`${goals.yearlyCourses.current} of ${goals.yearlyCourses.target} courses completed`}
          percent={goals.yearlyCourses.percent}
        />
        <GoalRow
          title="Skills"
          detail={`${goals.skills.current} of ${goals.skills.target} skills acquired`}
          percent={goals.skills.percent}
        />
      </CardContent>
    </Card>
  );
}

function GoalRow({ title, detail, percent }: { title: string; detail: string; percent: number }) {
  const labelId = useId();
  return (
    <div data-goal={title}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={labelId} className="font-medium">
          {title}
        </span>
        <span className="text-muted-foreground">{detail}</span>
      </div>
      <Progress value={percent} aria-labelledby={labelId} aria-valuetext={detail} className="mt-2 h-2" />
    </div>
  );
}
