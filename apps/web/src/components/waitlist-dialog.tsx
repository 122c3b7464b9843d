import {
  ALREADY_ON_WAITLIST,
  hasRequiredWaitlistFields,
  WAITLIST_FEATURE_NAMES,
  WAITLIST_LIMITS,
  WAITLIST_MESSAGES,
  type WaitlistFeature,
  waitlistJoinSchema,
} from '@app/core/waitlist';
import { Loader2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { joinWaitlist } from '@/lib/waitlist-api';

interface WaitlistDialogProps {
  feature: WaitlistFeature;
  open: boolean;
  onOpenChange(open: boolean): void;
}

const EMPTY = { fullName: '', email: '', message: '' };

/**
 * The waitlist form for a feature that is not open yet (mentors, student card). Spec: name and
 * e-mail required, 'Joining...' while sending; on success the form resets and the dialog closes,
 * on a duplicate it stays open.
 */
export function WaitlistDialog({ feature, open, onOpenChange }: WaitlistDialogProps) {
  const [values, setValues] = useState(EMPTY);
  const [submitting, setSubmitting] = useState(false);
  const [invalidEmail, setInvalidEmail] = useState(false);
  const ids = { name: useId(), email: useId(), message: useId(), emailError: useId() };
  const featureName = WAITLIST_FEATURE_NAMES[feature];

  const set = (field: keyof typeof EMPTY) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'email') setInvalidEmail(false);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (!hasRequiredWaitlistFields(values)) {
      toast.error(WAITLIST_MESSAGES.missingTitle, WAITLIST_MESSAGES.missing);
      return;
    }
    // The server's own rule, so a typo is pointed out here rather than answered with an error.
    if (!waitlistJoinSchema.shape.email.safeParse(values.email).success) {
      setInvalidEmail(true);
      return;
    }
    setSubmitting(true);
    try {
      await joinWaitlist({
        fullName: values.fullName,
        email: values.email,
        featureType: feature,
        message: values.message.trim() || null,
      });
      toast.success(WAITLIST_MESSAGES.successTitle, WAITLIST_MESSAGES.success(feature));
      setValues(EMPTY);
      onOpenChange(false);
    } catch (error) {
      if (isApiError(error) && error.code === ALREADY_ON_WAITLIST) {
        toast.info(WAITLIST_MESSAGES.duplicateTitle, WAITLIST_MESSAGES.duplicate(feature));
      } else if (isApiError(error) && error.status === 429) {
        toast.error(WAITLIST_MESSAGES.errorTitle, error.message);
      } else {
        toast.error(WAITLIST_MESSAGES.errorTitle, WAITLIST_MESSAGES.error);
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (submitting ? undefined : onOpenChange(next))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Join the {featureName} Waitlist</DialogTitle>
          <DialogDescription>
            Be the first to know when the {featureName} launches. We’ll only use your email to tell you about
            it.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={submitting}>
          <div className="grid gap-2">
            <Label htmlFor={ids.name}>
              Full Name <RequiredMark />
            </Label>
            <Input
              id={ids.name}
              name="fullName"
              autoComplete="name"
              aria-required="true"
              maxLength={WAITLIST_LIMITS.fullName}
              value={values.fullName}
              onChange={(e) => set('fullName')(e.target.value)}
              placeholder="Enter your full name"
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={ids.email}>
              Email <RequiredMark />
            </Label>
            <Input
              id={ids.email}
              name="email"
              type="email"
              autoComplete="email"
              aria-required="true"
              aria-invalid={invalidEmail || undefined}
              aria-describedby={invalidEmail ? ids.emailError : undefined}
              maxLength={WAITLIST_LIMITS.email}
              value={values.email}
              onChange={(e) => set('email')(e.target.value)}
              placeholder="Enter your email address"
            />
            {invalidEmail && (
              <p id={ids.emailError} role="alert" className="text-sm text-destructive">
                Please enter a valid email address.
              </p>
            )}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={ids.message}>
              Message <span className="font-normal text-muted-foreground">(optional)</span>
            </Label>
            <Textarea
              id={ids.message}
              name="message"
              rows={3}
              maxLength={WAITLIST_LIMITS.message}
              value={values.message}
              onChange={(e) => set('message')(e.target.value)}
              placeholder="Tell us what you hope to get from it"
            />
          </div>
          <DialogFooter>
            <Button type="submit" disabled={submitting} className="w-full sm:w-auto">
              {submitting && <Loader2 aria-hidden="true" className="animate-spin" />}
              {submitting ? 'Joining...' : 'Join Waitlist'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function RequiredMark() {
  return (
    <>
      <span aria-hidden="true" className="text-destructive">
        *
      </span>
      <span className="sr-only">(required)</span>
    </>
  );
}
