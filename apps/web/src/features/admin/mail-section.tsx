import type { OutboxMail } from '@app/core/admin-console';
import { formatCount } from '@app/core/format-count';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CheckCircle2, Copy, MailWarning } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { adminConsoleKeys, fetchMail } from './admin-console-api';
import { formatSyncTime } from './format';

const OUTBOX_PAGE = 20;

/**
 * Mail: whether this server sends e-mail over SMTP. Without SMTP every mail (a password reset,
 * say) is kept in the outbox instead, listed newest first with its links, so an admin can pass a
 * link on to the user who asked for it.
 */
export function MailSection() {
  const [limit, setLimit] = useState(OUTBOX_PAGE);
  const mail = useQuery({
    queryKey: adminConsoleKeys.mail(limit),
    queryFn: ({ signal }) => fetchMail(limit, signal),
    placeholderData: keepPreviousData,
  });

  return (
    <section aria-labelledby="admin-mail-title" data-testid="admin-mail">
      <h2 id="admin-mail-title" className="text-2xl font-semibold tracking-tight">
        Mail
      </h2>
      {mail.isPending ? (
        <Skeleton className="mt-4 h-32 w-full" />
      ) : mail.isError ? (
        <div className="mt-4 flex items-center gap-3 text-sm">
          <p className="text-destructive">
            {errorMessage(mail.error, 'The mail status could not be loaded.')}
          </p>
          <Button size="sm" variant="outline" onClick={() => mail.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          {mail.data.transport === 'smtp' ? (
            <p className="mt-3 flex items-center gap-2 text-sm" data-testid="mail-transport">
              <CheckCircle2 aria-hidden="true" className="size-4 text-green-600 dark:text-green-400" />
              SMTP is configured: mail is sent from {mail.data.from}.
            </p>
          ) : (
            <div
              className="mt-3 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm dark:border-amber-800 dark:bg-amber-950"
              data-testid="mail-transport"
            >
              <MailWarning
                aria-hidden="true"
                className="mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-300"
              />
              <p>
                SMTP is not configured (SMTP_URL), so no e-mail leaves this server. Mails are kept in the
                outbox below; when someone asks for a password reset, send them the link from their mail
                yourself. The sign-in page tells users that mail is not set up.
              </p>
            </div>
          )}
          {(mail.data.transport === 'outbox' || mail.data.outbox.total > 0) && (
            <Outbox
              mails={mail.data.outbox.mails}
              total={mail.data.outbox.total}
              onMore={() => setLimit((n) => n + OUTBOX_PAGE)}
              loadingMore={mail.isFetching}
            />
          )}
        </>
      )}
    </section>
  );
}

function Outbox({
  mails,
  total,
  onMore,
  loadingMore,
}: {
  mails: OutboxMail[];
  total: number;
  onMore: () => void;
  loadingMore: boolean;
}) {
  return (
    <section aria-labelledby="admin-outbox-title" className="mt-6">
      <h3 id="admin-outbox-title" className="text-xl font-semibold tracking-tight">
        Outbox
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        {formatCount(total)} {total === 1 ? 'mail' : 'mails'}, newest first.
      </p>
      {mails.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">No mail has been kept yet.</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3" data-testid="outbox">
          {mails.map((mail) => (
            <OutboxItem key={mail.id} mail={mail} />
          ))}
        </ul>
      )}
      {mails.length < total && (
        <Button variant="outline" className="mt-4" onClick={onMore} disabled={loadingMore}>
          {loadingMore ? 'Loading...' : 'Show older mail'}
        </Button>
      )}
    </section>
  );
}

function OutboxItem({ mail }: { mail: OutboxMail }) {
  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Link copied', `Send it to ${mail.to}.`);
    } catch {
      toast.error('The link could not be copied', 'Select the link and copy it instead.');
    }
  }

  return (
    <li className="rounded-lg border p-4 text-sm" data-outbox-to={mail.to}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium">{mail.subject}</p>
        <time dateTime={mail.createdAt} className="text-muted-foreground">
          {formatSyncTime(mail.createdAt)}
        </time>
      </div>
      <p className="mt-1 break-all text-muted-foreground">To: {mail.to}</p>
      {mail.links.length > 0 && (
        <ul className="mt-3 flex flex-col gap-2" aria-label={`Links in the mail to ${mail.to}`}>
          {mail.links.map((link) => (
            <li key={link} className="flex flex-wrap items-center gap-2">
              <a href={link} className="min-w-0 flex-1 break-all text-primary underline underline-offset-4">
                {link}
              </a>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Copy the link for ${mail.to}`}
                onClick={() => void copy(link)}
              >
                <Copy aria-hidden="true" />
                Copy
              </Button>
            </li>
          ))}
        </ul>
      )}
      <details className="mt-3">
        <summary className="cursor-pointer text-muted-foreground">Full text</summary>
        <pre className="mt-2 whitespace-pre-wrap break-words font-sans">{mail.text}</pre>
      </details>
    </li>
  );
}
