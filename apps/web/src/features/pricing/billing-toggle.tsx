import type { BillingPeriod } from '@app/core/pricing';
import { useId } from 'react';
import { cn } from '@/lib/utils';

const options: { value: BillingPeriod; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'annual', label: 'Annual' },
];

/** Monthly or annual billing, as a pair of radio buttons styled as one switch. */
export function BillingToggle({
  value,
  onChange,
  savingsBadge,
}: {
  value: BillingPeriod;
  onChange(value: BillingPeriod): void;
  /** What annual billing saves, when it saves anything. */
  savingsBadge: string | null;
}) {
  const name = useId();
  return (
    <fieldset className="inline-flex items-center gap-1 rounded-full border bg-background p-1 shadow-xs">
      <legend className="sr-only">Billing period</legend>
      {options.map((option) => {
        const checked = value === option.value;
        return (
          <label
            key={option.value}
            className={cn(
              'relative inline-flex cursor-pointer items-center gap-2 rounded-full px-4 py-2 text-sm font-medium transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              checked ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={checked}
              onChange={() => onChange(option.value)}
              // The whole pill is the radio button's hit area, so a click anywhere on it selects it.
              className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
            />
            {option.label}
            {option.value === 'annual' && savingsBadge && (
              <span
                className={cn(
                  'rounded-full px-2 py-0.5 text-xs font-semibold',
                  checked ? 'bg-primary-foreground text-primary' : 'bg-accent text-accent-foreground',
                )}
              >
                {savingsBadge}
              </span>
            )}
          </label>
        );
      })}
    </fieldset>
  );
}
