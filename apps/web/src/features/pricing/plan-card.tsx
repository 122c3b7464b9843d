import type { Plan } from '@app/core/pricing';
import { Check, Loader2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

const actionLabel: Record<Plan['id'], string> = {
  free: 'Get Started',
  pro: 'Choose Pro',
  'pro-plus': 'Choose Pro+',
};

interface PlanCardProps {
  plan: Plan;
  /** Dollars per month in the chosen billing period. */
  price: number;
  /** e.g. 'Billed annually as $468/year'. */
  note: string | null;
  busy: boolean;
  onChoose(): void;
}

export function PlanCard({ plan, price, note, busy, onChoose }: PlanCardProps) {
  const featured = plan.badge === 'Most Popular';
  const headingId = `plan-${plan.id}`;
  return (
    <Card
      aria-labelledby={headingId}
      role="group"
      data-plan={plan.id}
      className={cn('relative h-full', featured && 'border-primary shadow-lg ring-2 ring-primary')}
    >
      {plan.badge && (
        <Badge
          variant={featured ? 'default' : 'secondary'}
          className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1"
        >
          {plan.badge}
        </Badge>
      )}
      <CardHeader>
        <CardTitle as="h2" id={headingId} className="text-2xl">
          {plan.name}
        </CardTitle>
        <CardDescription>{plan.tagline}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div>
          <p className="flex items-baseline gap-1">
            <span className="text-5xl font-bold tracking-tight" data-testid="plan-price">
              ${price}
            </span>
            <span className="text-muted-foreground">/month</span>
          </p>
          <p className="mt-1 min-h-5 text-sm text-muted-foreground" data-testid="plan-billing-note">
            {note ?? (price === 0 ? 'Free forever' : 'Billed monthly')}
          </p>
        </div>
        <ul className="grid gap-3">
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-3 text-sm">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className="mt-auto">
        <Button
          className="w-full"
          size="lg"
          variant={featured ? 'default' : 'outline'}
          disabled={busy}
          onClick={onChoose}
        >
          {busy && <Loader2 aria-hidden="true" className="animate-spin" />}
          {actionLabel[plan.id]}
        </Button>
      </CardFooter>
    </Card>
  );
}
