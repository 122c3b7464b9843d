import { PRO_PLUS_MENTORSHIP_SESSIONS } from '@app/core/pricing';
import {
  BadgeCheck,
  Briefcase,
  CalendarClock,
  Check,
  HandHeart,
  type LucideIcon,
  MessageSquare,
  Sparkles,
  UserRound,
  Video,
} from 'lucide-react';
import { useState } from 'react';
import { PageIntro } from '@/components/page-intro';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { WaitlistDialog } from '@/components/waitlist-dialog';
import { useDocumentTitle } from '@/lib/use-document-title';

const features: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: UserRound,
    title: '1-on-1 Sessions',
    text: 'Personal sessions with a mentor who has done the job you want, focused on your goals.',
  },
  {
    icon: CalendarClock,
    title: 'Flexible Scheduling',
    text: 'Book sessions at times that suit you, across time zones, evenings and weekends included.',
  },
  {
    icon: Video,
    title: 'Video Calls',
    text: 'Face-to-face calls in the browser for career reviews, mock interviews and code walkthroughs.',
  },
  {
    icon: MessageSquare,
    title: 'Chat Support',
    text: 'Quick questions between sessions, answered by your mentor in a private chat.',
  },
];

/** Where mentors will come from: people working at these companies. */
const companies = [
  'Google',
  'Microsoft',
  'Amazon',
  'Meta',
  'Apple',
  'Netflix',
  'Salesforce',
  'IBM',
  'Oracle',
  'Adobe',
  'NVIDIA',
  'Intel',
  'Cisco',
  'Uber',
  'Airbnb',
];

const seekerBenefits = [
  'Advice on which certifications and courses fit your goals',
  'CV and LinkedIn profile reviews from people who hire',
  'Mock interviews with honest, specific feedback',
  'An insider’s view of teams, roles and career paths',
  `${PRO_PLUS_MENTORSHIP_SESSIONS} sessions a month included with Pro+`,
];

const mentorBenefits = [
  'Share what you know and help the next generation into tech',
  'Sharpen your leadership and coaching skills',
  'Grow your professional network across companies',
  'Choose your own hours and how many mentees you take on',
  'Be recognised as an expert in your field',
];

export function MentorsPage() {
  useDocumentTitle(
    'Mentors',
    'The SkillBridge Mentorship Program is coming: join the waitlist to hear when you can learn from experienced tech professionals.',
  );
  const [waitlistOpen, setWaitlistOpen] = useState(false);
  const openWaitlist = () => setWaitlistOpen(true);
  // 'Learn More' brings the feature list into view and moves focus there with it.
  const showFeatures = () => {
    const heading = document.getElementById('mentorship-features');
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    heading?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    heading?.focus({ preventScroll: true });
  };

  return (
    <>
      <PageIntro
        eyebrow={<Badge variant="secondary">Coming Soon</Badge>}
        title="Mentors"
        description="Get 1-on-1 guidance from professionals at the world’s leading technology companies, and land your next role with someone in your corner."
      >
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button size="lg" onClick={openWaitlist}>
            Join Waitlist
          </Button>
          <Button size="lg" variant="outline" onClick={showFeatures}>
            Learn More
          </Button>
        </div>
      </PageIntro>

      <section aria-labelledby="mentorship-features" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
        <h2
          id="mentorship-features"
          tabIndex={-1}
          className="scroll-mt-20 text-center text-3xl font-bold tracking-tight outline-none"
        >
          How mentorship will work
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full">
                <CardHeader>
                  <span className="mb-2 inline-flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <CardTitle className="text-lg">{title}</CardTitle>
                  <CardDescription className="text-base">{text}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="mentor-companies" className="border-y bg-muted/50">
        <div className="mx-auto w-full max-w-5xl px-4 py-16 text-center sm:px-6">
          <h2 id="mentor-companies" className="text-3xl font-bold tracking-tight">
            Mentors from top tech companies
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">
            We are inviting engineers, designers, data scientists and managers who work at companies such as
            these.
          </p>
          <ul className="mt-8 flex flex-wrap justify-center gap-3" data-testid="mentor-companies">
            {companies.map((company) => (
              <li key={company}>
                <Badge variant="outline" className="px-3 py-1 text-sm">
                  {company}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="mentorship-benefits" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="mentorship-benefits" className="text-center text-3xl font-bold tracking-tight">
          Benefits for everyone
        </h2>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <BenefitCard icon={Briefcase} title="For Job Seekers" items={seekerBenefits} />
          <BenefitCard icon={HandHeart} title="For Mentors" items={mentorBenefits} />
        </div>
      </section>

      <section aria-labelledby="mentors-early-access" className="border-t bg-muted/50">
        <div className="mx-auto w-full max-w-3xl px-4 py-16 text-center sm:px-6">
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Sparkles aria-hidden="true" className="size-7" />
          </span>
          <h2 id="mentors-early-access" className="mt-4 text-3xl font-bold tracking-tight">
            Be the first to meet your mentor
          </h2>
          <p className="mt-3 text-muted-foreground">
            Join the waitlist and we’ll email you as soon as the Mentorship Program opens, with early access
            for the first members.
          </p>
          <Button size="lg" className="mt-8" onClick={openWaitlist}>
            <BadgeCheck aria-hidden="true" />
            Get Early Access
          </Button>
        </div>
      </section>

      <WaitlistDialog feature="mentors" open={waitlistOpen} onOpenChange={setWaitlistOpen} />
    </>
  );
}

function BenefitCard({ icon: Icon, title, items }: { icon: LucideIcon; title: string; items: string[] }) {
  return (
    <Card className="h-full">
      <CardHeader className="flex-row items-center gap-3">
        <span className="inline-flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <CardTitle className="text-xl">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {items.map((item) => (
            <li key={item} className="flex gap-3">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
