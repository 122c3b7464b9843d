import { Mail, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CAREER_CHAT_ID } from '@/lib/career-chat';

interface ContactSupportProps {
  email: string;
  emailHref: string;
  replyTime: string;
}

/** The footer's "Contact Support" link lands here (/help#contact-support). */
export function ContactSupport({ email, emailHref, replyTime }: ContactSupportProps) {
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
              <CardDescription>
                Ask our AI career chat about careers, skills and the courses that lead there, any time. For
                your account, email us.
              </CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col items-start gap-3">
              {/* The home page's career chat is the live chat there is; it opens with its box focused. */}
              <Button asChild variant="outline">
                <Link to={`/#${CAREER_CHAT_ID}`}>
                  <MessageCircle aria-hidden="true" />
                  Open the career chat
                </Link>
              </Button>
            </CardContent>
          </Card>
        </div>
      </div>
    </section>
  );
}
