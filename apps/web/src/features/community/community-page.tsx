import { SITE_NAME } from '@app/core/site';
import {
  Award,
  CalendarDays,
  GraduationCap,
  type LucideIcon,
  MessagesSquare,
  Sparkles,
  Trophy,
  UserRoundCheck,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';

interface CommunitySpace {
  icon: LucideIcon;
  title: string;
  text: string;
  topics?: string[];
  comingSoon?: boolean;
}

const spaces: CommunitySpace[] = [
  {
    icon: MessagesSquare,
    title: 'Discussion Forums',
    text: 'Ask questions, share resources and talk through certification topics with other learners.',
    topics: ['AWS Certification', 'Google Cloud', 'Microsoft Azure', 'Study Groups'],
  },
  {
    icon: Users,
    title: 'Study Groups',
    text: 'Join a small group preparing for the same exam and keep each other on track.',
    comingSoon: true,
  },
  {
    icon: Trophy,
    title: 'Success Stories',
    text: 'Read how other members reached their goals, and share your own journey.',
    comingSoon: true,
  },
  {
    icon: CalendarDays,
    title: 'Community Events',
    text: 'Live sessions, exam-preparation workshops and Q&As with people working in tech.',
    comingSoon: true,
  },
];

const upcoming: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: UserRoundCheck,
    title: 'Expert Mentorship',
    text: 'Guidance from professionals who hold the certifications you are working towards.',
  },
  {
    icon: GraduationCap,
    title: 'Peer Learning',
    text: 'Study alongside others and learn from each other’s questions and notes.',
  },
  {
    icon: Award,
    title: 'Achievement Tracking',
    text: 'Milestones and badges as you complete courses and earn certifications.',
  },
];

export function CommunityPage() {
  useDocumentTitle(
    'Community',
    'The SkillBridge community: discussion forums, study groups, success stories and events for learners preparing for tech certifications.',
  );
  return (
    <>
      <PageIntro
        title={`${SITE_NAME} Community`}
        description="Learn together with people working towards the same certifications and careers."
      />

      <section aria-labelledby="spaces" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="spaces" className="sr-only">
          Community spaces
        </h2>
        <ul className="grid gap-6 md:grid-cols-2">
          {spaces.map(({ icon: Icon, title, text, topics, comingSoon }) => (
            <li key={title}>
              <Card className="h-full">
                <CardHeader>
                  <div className="mb-2 flex items-center justify-between gap-2">
                    <span className="inline-flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    {comingSoon && <Badge variant="secondary">Coming Soon</Badge>}
                  </div>
                  <CardTitle className="text-lg">{title}</CardTitle>
                  <CardDescription className="text-base">{text}</CardDescription>
                </CardHeader>
                {topics && (
                  <CardContent>
                    <h4 className="sr-only">Topics</h4>
                    <ul className="flex flex-wrap gap-2">
                      {topics.map((topic) => (
                        <li key={topic}>
                          <Badge variant="outline" className="text-sm">
                            {topic}
                          </Badge>
                        </li>
                      ))}
                    </ul>
                  </CardContent>
                )}
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="platform-soon" className="border-t bg-muted/50">
        <div className="mx-auto w-full max-w-5xl px-4 py-16 text-center sm:px-6">
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Sparkles aria-hidden="true" className="size-7" />
          </span>
          <h2 id="platform-soon" className="mt-4 text-3xl font-bold tracking-tight">
            Community Platform Coming Soon
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">
            We are building a place where you can learn with others, not just alone. It will bring:
          </p>
          <ul className="mt-10 grid gap-6 text-left sm:grid-cols-3">
            {upcoming.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-xl border bg-card p-6">
                <Icon aria-hidden="true" className="size-6 text-primary" />
                <h3 className="mt-3 font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <Button asChild>
              <Link to="/mentors">Learn about Mentors</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/career-paths">Explore Career Paths</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
