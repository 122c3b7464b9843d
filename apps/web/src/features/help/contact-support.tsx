import { Clock, Mail, MessageCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

interface ContactSupportProps {
  email: string;
  emailHref: string;
  replyTime: string;
  chatHours: string;
}

/** The footer's "Contact Support" link lands here (/help#contact-support). */
export function ContactSupport({ email, emailHref, replyTime, chatHours }: ContactSupportProps) {
  return (
    <section id="contact-support" aria-labelledby="contact-support-heading" className="border-t bg-muted/50">
      <div className="mx-auto w-full max-w-4xl px-4 py-16 sm:px-6">
        <div className="text-center">
          <h2 id="contact-support-heading" className="text-3xl font-bold tracking-tight">
            Contact Support
          </h2>
          <p className="mt-3 text-muted-foreground">
            Can’t find what you’re looking for? Our support team is happy to help.
          </p>
        </div>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <Card>
            <CardHeader>
              <span className="mb-2 inline-flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Mail aria-hidden="true" className="size-5" />
              </span>
              <CardTitle className="text-lg">Email Support</CardTitle>
              <CardDescription>Send us a message and we’ll reply {replyTime}.</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col items-start gap-3">
              <Button asChild>
                <a href={emailHref}>
                  <Mail aria-hidden="true" />
                  Email {email}
                </a>
              </Button>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <span className="mb-2 inline-flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <MessageCircle aria-hidden="true" className="size-5" />
              </span>
              <CardTitle className="text-lg">Live Chat</CardTitle>
              <CardDescription>Chat with a member of our support team in real time.</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-2 text-sm">
              <p className="inline-flex items-center gap-2 font-medium">
                <Clock aria-hidden="true" className="size-4 text-primary" />
                Available {chatHours}
              </p>
              <p className="text-muted-foreground">
                Outside these hours, email us and we’ll reply {replyTime}.
              </p>
            </CardContent>
          </Card>
        </div>
      </div>
    </section>
  );
}
