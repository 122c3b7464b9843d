import { useQuery } from '@tanstack/react-query';
import { MailCheck, MailWarning } from 'lucide-react';
import { useState } from 'react';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { fetchAuthConfig, requestPasswordReset } from './auth-api';

/**
 * 'Forgot password?': asks for the e-mail and has a reset link sent to it. On a server without
 * SMTP no e-mail can leave (the link waits in the admins' outbox), so the dialog says so and
 * points to an administrator instead of promising a mail. Either way it never tells whether the
 * address has an account.
 */
export function ForgotPasswordDialog({ initialEmail }: { initialEmail: string }) {
  const [open, setOpen] = useState(false);
  const authConfig = useQuery({
    queryKey: ['auth-config'],
    queryFn: ({ signal }) => fetchAuthConfig(signal),
    enabled: open,
    staleTime: 5 * 60_000,
  });
  // Unknown (still loading, or the check failed) reads as configured: the usual wording.
  const mailMissing = authConfig.data?.mailConfigured === false;
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  function changeOpen(next: boolean) {
    setOpen(next);
    if (next) {
      setEmail(initialEmail.trim());
      setSentTo(null);
    }
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The dialog is portalled out of the sign-in form in the DOM but not in React's tree, where
    // the submit event would otherwise bubble on to that form.
    event.stopPropagation();
    if (pending) return;
    setPending(true);
    try {
      await requestPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (error) {
      toast.error('Error', errorMessage(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="link" size="sm" className="h-auto justify-self-end px-0">
          Forgot password?
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reset your password</DialogTitle>
          <DialogDescription>
            Enter the e-mail address of your account and we will send you a link to choose a new password.
          </DialogDescription>
        </DialogHeader>
        {sentTo ? (
          <>
            {mailMissing ? (
              <div
                role="status"
                className="flex gap-3 rounded-lg border bg-accent p-4 text-accent-foreground text-sm"
                data-testid="reset-no-mail"
              >
                <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                <p>
                  E-mail is not set up on this server, so no message can be sent to{' '}
                  <strong className="break-all">{sentTo}</strong>. Please contact an administrator: if an
                  account exists for this address, they can give you its reset link. The link works for one
                  hour.
                </p>
              </div>
            ) : (
              <div
                role="status"
                className="flex gap-3 rounded-lg border bg-accent p-4 text-accent-foreground text-sm"
              >
                <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                <p>
                  If an account exists for <strong className="break-all">{sentTo}</strong>, we have sent it a
                  link to reset the password. The link works for one hour.
                </p>
              </div>
            )}
            <DialogFooter>
              <DialogClose asChild>
                <Button>Close</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : (
          <form onSubmit={submit} className="grid gap-4">
            <FormField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button type="submit" disabled={pending}>
                {pending ? 'Sending...' : 'Send Reset Link'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
