import { PASSWORD_MIN_LENGTH, passwordProblem } from '@app/core/password-policy';
import { useRef, useState } from 'react';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { weakPasswordMessage } from '@/lib/password-refusal';
import { toast } from '@/lib/toast';
import { changePassword } from './settings-api';

export function ChangePasswordCard({ email }: { email: string }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [nextError, setNextError] = useState<string | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const nextRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const problem = passwordProblem(next, email);
    const mismatch = !problem && next !== confirm ? 'The new passwords do not match.' : null;
    setNextError(problem);
    setConfirmError(mismatch);
    if (problem) return nextRef.current?.focus();
    if (mismatch) return confirmRef.current?.focus();

    setPending(true);
    try {
      await changePassword(current, next);
      setCurrent('');
      setNext('');
      setConfirm('');
      toast.success('Password changed', 'Your password has been updated and your other devices signed out.');
    } catch (error) {
      const weak = weakPasswordMessage(error);
      if (weak) {
        setNextError(weak);
        nextRef.current?.focus();
      } else {
        toast.error('Error', errorMessage(error));
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Change Password</CardTitle>
        <CardDescription>Changing it signs you out on your other devices.</CardDescription>
      </CardHeader>
      <form onSubmit={submit} className="contents">
        <CardContent className="grid gap-4">
          {/* Lets password managers file the new password under the right account. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <FormField
            label="Current Password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
          />
          <FormField
            ref={nextRef}
            label="New Password"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            value={next}
            onChange={(event) => {
              setNext(event.target.value);
              setNextError(null);
            }}
            hint={`At least ${PASSWORD_MIN_LENGTH} characters. Avoid common passwords and your e-mail address.`}
            error={nextError}
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
        </CardContent>
        <CardFooter>
          <Button type="submit" disabled={pending}>
            {pending ? 'Changing password...' : 'Change Password'}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
