import { CAREERS_EMAIL, mailto, SITE_NAME } from '@app/core/site';
import { Accessibility, Compass, HeartHandshake, Lightbulb, type LucideIcon, Mail, Send } from 'lucide-react';
import { PageIntro } from '@/components/page-intro';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';

const values: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: HeartHandshake,
    title: 'Learners first',
    text: 'Every decision starts with the person trying to build a career, not with what is easiest for us.',
  },
  {
    icon: Compass,
    title: 'Clear and honest',
    text: 'We show real courses, real prices and real requirements, and we say plainly what we do not know.',
  },
  {
    icon: Accessibility,
    title: 'Open to everyone',
    text: 'Our tools should work for anyone, on any device, whatever their background or abilities.',
  },
  {
    icon: Lightbulb,
    title: 'Always learning',
    text: 'We build a learning platform, so we practise what we offer: curiosity, feedback and steady improvement.',
  },
];

export function CareersPage() {
  useDocumentTitle('Careers', 'Work at SkillBridge: current openings and how to get in touch with our team.');
  return (
    <>
      <PageIntro
        title="Join Our Team"
        description={`Help us make it easier for anyone to find their way into a career in technology. Here is what working at ${SITE_NAME} is about.`}
      />

      <section aria-labelledby="openings" className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6">
        <Card className="text-center">
          <CardHeader>
            <CardTitle as="h2" id="openings" className="text-2xl">
              No current openings
            </CardTitle>
            <CardDescription className="text-base">
              We don’t have any open positions right now. We are a small team and open new roles as the
              platform grows; when we do, they will be listed on this page.
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col items-center gap-4">
            <p className="text-muted-foreground">
              Still want to work with us? Send a general application, or write to us with any questions about
              working at {SITE_NAME}.
            </p>
            <div className="flex flex-wrap justify-center gap-3">
              <Button asChild size="lg">
                <a href={mailto(CAREERS_EMAIL, 'General application')}>
                  <Send aria-hidden="true" />
                  Send a general application
                </a>
              </Button>
              <Button asChild size="lg" variant="outline">
                <a href={mailto(CAREERS_EMAIL)}>
                  <Mail aria-hidden="true" />
                  Email {CAREERS_EMAIL}
                </a>
              </Button>
            </div>
          </CardContent>
        </Card>
      </section>

      <section aria-labelledby="values" className="border-t bg-muted/50">
        <div className="mx-auto w-full max-w-5xl px-4 py-16 sm:px-6">
          <h2 id="values" className="text-center text-3xl font-bold tracking-tight">
            What we value
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2">
            {values.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4 rounded-xl border bg-card p-6">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h3 className="text-lg font-semibold">{title}</h3>
                  <p className="mt-1 text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="apply" className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6">
        <h2 id="apply" className="text-2xl font-bold tracking-tight">
          How to apply
        </h2>
        <div className="mt-4 flex flex-col gap-4 leading-relaxed text-muted-foreground">
          <p>
            For a general application, email your CV to{' '}
            <a
              href={mailto(CAREERS_EMAIL, 'General application')}
              className="font-medium text-primary underline"
            >
              {CAREERS_EMAIL}
            </a>{' '}
            with a few lines about the kind of work you would like to do and why {SITE_NAME} interests you. We
            read every message and keep general applications on file for when a matching role opens.
          </p>
          <p>
            We welcome applications from people of every background. If you need any adjustment to take part
            in our hiring process, tell us in your email and we will make it happen.
          </p>
        </div>
      </section>
    </>
  );
}
