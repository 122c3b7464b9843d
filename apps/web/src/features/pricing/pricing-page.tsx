import {
  annualSavingsBadge,
  type BillingPeriod,
  billingNote,
  DEFAULT_BILLING,
  PLAN_INCLUSIONS,
  PLANS,
  type Plan,
  planPrice,
} from '@app/core/pricing';
import { Check, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { api, isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BillingToggle } from './billing-toggle';
import { PlanCard } from './plan-card';

/**
 * Spec: choosing a plan takes no payment. Visitors are sent to sign up; a signed-in user (the
 * server answers GET /api/me) hears that paid plans are coming.
 */
async function isSignedIn(): Promise<boolean> {
  try {
    await api.get('/me');
    return true;
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 404)) return false;
    throw error;
  }
}

export function PricingPage() {
  useDocumentTitle('Pricing', 'SkillBridge plans and prices, billed monthly or yearly.');
  const navigate = useNavigate();
  const [billing, setBilling] = useState<BillingPeriod>(DEFAULT_BILLING);
  const [choosing, setChoosing] = useState<Plan['id'] | null>(null);

  async function choose(plan: Plan) {
    if (choosing) return;
    setChoosing(plan.id);
    try {
      if (!(await isSignedIn())) {
        navigate('/auth#signup');
        return;
      }
      if (plan.monthlyPrice.monthly === 0) {
        toast.info('You’re on the Free plan', 'Every account starts on Free, so there is nothing to do.');
      } else {
        toast.info(
          'Coming Soon',
          `The ${plan.name} plan is coming soon. We’ll let you know when it opens; no payment has been taken.`,
        );
      }
    } catch {
      toast.error('Error', 'Something went wrong. Please try again.');
    } finally {
      setChoosing(null);
    }
  }

  return (
    <>
      <PageIntro
        title="Pricing"
        description="Start free and upgrade when you need more. Every plan helps you learn the skills tech companies hire for."
      >
        <div className="mt-8 flex justify-center">
          <BillingToggle value={billing} onChange={setBilling} savingsBadge={annualSavingsBadge()} />
        </div>
      </PageIntro>

      <section aria-label="Plans" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
        <ul className="grid items-stretch gap-6 md:grid-cols-3">
          {PLANS.map((plan) => (
            <li key={plan.id}>
              <PlanCard
                plan={plan}
                price={planPrice(plan, billing)}
                note={billingNote(plan, billing)}
                busy={choosing === plan.id}
                onChoose={() => void choose(plan)}
              />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="plan-inclusions" className="border-t bg-muted/50">
        <div className="mx-auto w-full max-w-4xl px-4 py-14 text-center sm:px-6">
          <h2
            id="plan-inclusions"
            className="inline-flex items-center gap-2 text-2xl font-bold tracking-tight"
          >
            <ShieldCheck aria-hidden="true" className="size-6 text-primary" />
            All plans include
          </h2>
          <ul className="mt-6 flex flex-wrap justify-center gap-x-8 gap-y-3" data-testid="plan-inclusions">
            {PLAN_INCLUSIONS.map((item) => (
              <li key={item} className="inline-flex items-center gap-2">
                <Check aria-hidden="true" className="size-4 text-primary" />
                {item}
              </li>
            ))}
          </ul>
          <p className="mt-8 text-muted-foreground">
            Questions about plans or billing?{' '}
            <Link to="/help" className="font-medium text-primary underline-offset-4 hover:underline">
              Contact our support team
            </Link>
            .
          </p>
        </div>
      </section>
    </>
  );
}
