import { PASSWORD_MIN_LENGTH, passwordProblem } from '@app/core/password-policy';
import { useRef, useState } from 'react';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { weakPasswordMessage } from '@/lib/password-refusal';
import { toast } from '@/lib/toast';
import { authErrorMessage, signUpWithEmail } from './auth-api';

/** Creates the account (which signs it in) and then loads `next` afresh. */
export function SignUpForm({ next }: { next: string }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    // The server runs the same rule; checking here first spares a round trip and keeps the form.
    const problem = passwordProblem(password, email.trim());
    setPasswordError(problem);
    if (problem) {
      passwordRef.current?.focus();
      return;
    }
    setPending(true);
    try {
      await signUpWithEmail({ name: name.trim(), email: email.trim(), password });
      toast.afterReload('success', 'Success!', 'Your account has been created successfully.');
      window.location.assign(next);
    } catch (error) {
      setPending(false);
      const weak = weakPasswordMessage(error);
      if (weak) {
        setPasswordError(weak);
        passwordRef.current?.focus();
        return;
      }
      toast.error('Error', authErrorMessage(error, 'An error occurred during sign up.'));
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <FormField
        label="Full Name"
        name="name"
        autoComplete="name"
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
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
      <FormField
        ref={passwordRef}
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          if (passwordError) setPasswordError(null);
        }}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. Avoid common passwords and your e-mail address.`}
        error={passwordError}
      />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
