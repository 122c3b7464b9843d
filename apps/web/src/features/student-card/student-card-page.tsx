import { formatCount } from '@app/core/format-count';
import { SITE_NAME } from '@app/core/site';
import {
  EARNING_RULES,
  FIRST_MILESTONE_POINTS,
  formatMultiplier,
  PREVIEW_POINTS,
  REWARDS,
  TIERS,
  tierFor,
} from '@app/core/student-card';
import { Award, BookOpen, Clock, Gift, GraduationCap, Sparkles, Star } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { WaitlistDialog } from '@/components/waitlist-dialog';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';

const earningIcons = [BookOpen, GraduationCap];

export function StudentCardPage() {
  useDocumentTitle(
    'Student Rewards Card',
    'The SkillBridge Student Rewards Card is coming: earn points as you learn. Join the waitlist to hear when it opens.',
  );
  const [waitlistOpen, setWaitlistOpen] = useState(false);
  const openWaitlist = () => setWaitlistOpen(true);
  // Spec: this view is fixed at the starting state.
  const points = PREVIEW_POINTS;
  const tier = tierFor(points);

  return (
    <>
      <PageIntro
        eyebrow={<Badge variant="secondary">Coming Soon</Badge>}
        title="Student Rewards Card"
        description="Earn points for every course and certification you complete, and spend them on discounts for exams, tools and more."
      >
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button size="lg" onClick={openWaitlist}>
            Join Waitlist
          </Button>
          <Button size="lg" variant="outline" asChild>
            <Link to="/courses">Explore Courses</Link>
          </Button>
        </div>
      </PageIntro>

      <section aria-labelledby="card-preview" className="mx-auto w-full max-w-5xl px-4 py-16 sm:px-6">
        <h2 id="card-preview" className="sr-only">
          Your card
        </h2>
        <div className="grid items-center gap-10 md:grid-cols-2">
          <div
            className="relative aspect-[1.586] w-full max-w-md justify-self-center overflow-hidden rounded-2xl bg-gradient-to-br from-primary to-primary/70 p-6 text-primary-foreground shadow-xl"
            data-testid="card-preview"
          >
            <div className="flex items-start justify-between">
              <div>
                <p className="text-sm opacity-90">{SITE_NAME}</p>
                <p className="text-xl font-bold">Student Card</p>
              </div>
              <Award aria-hidden="true" className="size-8 opacity-90" />
            </div>
            <div className="absolute right-6 bottom-6 left-6 flex items-end justify-between">
              <div>
                <p className="text-xs uppercase tracking-wider opacity-90">Card holder</p>
                <p className="font-semibold">Your Name</p>
              </div>
              <div className="text-right">
                <p className="text-xs uppercase tracking-wider opacity-90">{tier.name} Member</p>
                <p className="text-2xl font-bold">{points} pts</p>
              </div>
            </div>
          </div>

          <Card>
            <CardHeader>
              <CardTitle as="h3" className="text-xl">
                Your progress
              </CardTitle>
              <CardDescription>Current tier: {tier.name}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-3">
              <div className="flex items-baseline justify-between text-sm">
                <span id="milestone-label" className="font-medium">
                  First reward milestone
                </span>
                <span data-testid="milestone-progress">
                  {points} / {FIRST_MILESTONE_POINTS} points
                </span>
              </div>
              <Progress
                value={points}
                max={FIRST_MILESTONE_POINTS}
                aria-labelledby="milestone-label"
                getValueLabel={(value, max) => `${value} of ${max} points`}
              />
              <p className="text-sm text-muted-foreground">
                Earn {FIRST_MILESTONE_POINTS - points} more points to unlock your first reward.
              </p>
            </CardContent>
          </Card>
        </div>
      </section>

      <section aria-labelledby="rewards" className="border-y bg-muted/50">
        <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="rewards" className="text-center text-3xl font-bold tracking-tight">
            Partner rewards
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
            Discounts you will be able to redeem with your points once the card launches.
          </p>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="rewards">
            {REWARDS.map((reward) => (
              <li key={reward.name}>
                <Card className="h-full gap-4">
                  <CardHeader>
                    <div className="mb-1 flex items-center justify-between gap-2">
                      <Gift aria-hidden="true" className="size-5 text-primary" />
                      <Badge variant="secondary">{reward.discount}</Badge>
                    </div>
                    <CardTitle className="text-base">{reward.name}</CardTitle>
                    <CardDescription>{reward.description}</CardDescription>
                  </CardHeader>
                  <CardFooter className="mt-auto flex-col items-stretch gap-3">
                    <p className="inline-flex items-center gap-1.5 text-sm font-semibold">
                      <Star aria-hidden="true" className="size-4 text-primary" />
                      {reward.points} points
                    </p>
                    <Button variant="outline" disabled>
                      Coming Soon
                    </Button>
                  </CardFooter>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="earning" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="earning" className="text-2xl font-bold tracking-tight">
              How to earn points
            </h2>
            <ul className="mt-6 grid gap-4">
              {EARNING_RULES.map((rule, index) => {
                const Icon = earningIcons[index] ?? Star;
                return (
                  <li key={rule.activity} className="flex gap-4 rounded-xl border bg-card p-5">
                    <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <div>
                      <h3 className="font-semibold">{rule.activity}</h3>
                      <p className="text-sm font-medium text-primary">{rule.points}</p>
                      <p className="mt-1 text-sm text-muted-foreground">{rule.description}</p>
                    </div>
                  </li>
                );
              })}
              <li className="flex gap-4 rounded-xl border bg-card p-5">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                  <Sparkles aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold">Climb the tiers</h3>
                  <p className="mt-1 text-sm text-muted-foreground">
                    Higher tiers multiply every point you earn, up to{' '}
                    {formatMultiplier(TIERS.at(-1)!.multiplier)} at {TIERS.at(-1)!.name}.
                  </p>
                </div>
              </li>
            </ul>
          </div>
          <div>
            <h2 className="text-2xl font-bold tracking-tight">Recent activity</h2>
            <div className="mt-6 flex flex-col items-center rounded-xl border border-dashed px-6 py-12 text-center">
              <Clock aria-hidden="true" className="size-10 text-muted-foreground" />
              <p className="mt-3 font-semibold">No activity yet</p>
              <p className="mt-1 text-sm text-muted-foreground">
                Points you earn from courses and certifications will show here once the card launches.
              </p>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="tiers" className="border-t bg-muted/50">
        <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="tiers" className="text-center text-3xl font-bold tracking-tight">
            Membership tiers
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="tiers">
            {TIERS.map((t) => {
              const current = t.name === tier.name;
              return (
                <li key={t.name}>
                  <Card className={cn('h-full text-center', current && 'border-primary ring-2 ring-primary')}>
                    <CardHeader>
                      <CardTitle className="text-xl">{t.name}</CardTitle>
                      <CardDescription>{formatCount(t.minPoints)}+ points</CardDescription>
                    </CardHeader>
                    <CardContent className="grid gap-2">
                      <p className="text-3xl font-bold">{formatMultiplier(t.multiplier)}</p>
                      <p className="text-sm text-muted-foreground">points multiplier</p>
                      {current && (
                        <Badge className="mx-auto" data-testid="current-tier">
                          Current tier
                        </Badge>
                      )}
                    </CardContent>
                  </Card>
                </li>
              );
            })}
          </ul>
          <div className="mt-12 text-center">
            <Button size="lg" onClick={openWaitlist}>
              Join Waitlist
            </Button>
          </div>
        </div>
      </section>

      <WaitlistDialog feature="student_card" open={waitlistOpen} onOpenChange={setWaitlistOpen} />
    </>
  );
}
