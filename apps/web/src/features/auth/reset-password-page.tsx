import { PASSWORD_MIN_LENGTH, passwordProblem } from '@app/core/password-policy';
import { KeyRound, LinkIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AccessNotice } from '@/components/access-notice';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { weakPasswordMessage } from '@/lib/password-refusal';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { isInvalidTokenError, resetPassword } from './auth-api';

/**
 * /reset-password: where the e-mailed link lands, with `?token=` from the server (or
 * `?error=INVALID_TOKEN` when the server already knows the link is bad).
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [linkRefused, setLinkRefused] = useState(false);

  if (!token || searchParams.has('error') || linkRefused) {
    return (
      <AccessNotice
        icon={LinkIcon}
        title="Reset link invalid or expired"
        description="This password reset link is invalid or has expired. Links work for one hour and only once. Request a new one with 'Forgot password?' on the sign-in page."
      >
        <Button asChild>
          <Link to="/auth">Back to Sign In</Link>
        </Button>
      </AccessNotice>
    );
  }
  return <ResetPasswordForm token={token} onLinkRefused={() => setLinkRefused(true)} />;
}

function ResetPasswordForm({ token, onLinkRefused }: { token: string; onLinkRefused: () => void }) {
  useDocumentTitle('Choose a new password', 'Choose a new password for your SkillBridge account.');
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const problem = passwordProblem(password);
    const mismatch = !problem && password !== confirm ? 'The passwords do not match.' : null;
    setPasswordError(problem);
    setConfirmError(mismatch);
    if (problem) return passwordRef.current?.focus();
    if (mismatch) return confirmRef.current?.focus();

    setPending(true);
    try {
      await resetPassword(token, password);
      toast.success('Password changed', 'Your password has been reset. Sign in with your new password.');
      navigate('/auth', { replace: true });
    } catch (error) {
      setPending(false);
      const weak = weakPasswordMessage(error);
      if (isInvalidTokenError(error)) onLinkRefused();
      else if (weak) {
        setPasswordError(weak);
        passwordRef.current?.focus();
      } else toast.error('Error', errorMessage(error));
    }
  }

  return (
    <section className="flex flex-1 items-start justify-center bg-gradient-to-b from-accent to-background px-4 py-12 sm:py-16">
      <div className="w-full max-w-md">
        <div className="mb-6 text-center">
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <KeyRound aria-hidden="true" className="size-6" />
          </span>
          <h1 className="mt-4 text-3xl font-bold tracking-tight">Choose a new password</h1>
          <p className="mt-2 text-muted-foreground">
            Your other sessions are signed out once the password is changed.
          </p>
        </div>
        <Card className="py-0">
          <CardContent className="p-6">
            <form onSubmit={submit} className="grid gap-4">
              <FormField
                ref={passwordRef}
                label="New Password"
                name="newPassword"
                type="password"
                autoComplete="new-password"
                required
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setPasswordError(null);
                }}
                hint={`At least ${PASSWORD_MIN_LENGTH} characters. Avoid common passwords.`}
                error={passwordError}
              />
              <FormField
                ref={confirmRef}
                label="Confirm New Password"
                name="confirmPassword"
                type="password"
                autoComplete="new-password"
                required
                value={confirm}
                onChange={(event) => {
                  setConfirm(event.target.value);
                  setConfirmError(null);
                }}
                error={confirmError}
              />
              <Button type="submit" className="w-full" disabled={pending}>
                {pending ? 'Resetting password...' : 'Reset Password'}
              </Button>
            </form>
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
