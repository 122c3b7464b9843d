import { useState } from 'react';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { authErrorMessage, signInWithEmail } from './auth-api';
import { ForgotPasswordDialog } from './forgot-password-dialog';

/** Signs in and then loads `next` afresh, so every part of the app starts from the new session. */
export function SignInForm({ next }: { next: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      await signInWithEmail({ email: email.trim(), password });
      toast.afterReload('success', 'Success!', 'You have been signed in successfully.');
      window.location.assign(next);
      // `pending` stays on: the page is being replaced.
    } catch (error) {
      setPending(false);
      toast.error('Error', authErrorMessage(error, 'An error occurred during sign in.'));
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <FormField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        placeholder="you@example.com"
      />
      <div className="grid gap-1">
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <ForgotPasswordDialog initialEmail={email} />
      </div>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
