import { TESTIMONIALS } from '@app/core/testimonials';
import { Star } from 'lucide-react';
import { placeholderKeys } from '@/lib/placeholder-keys';

/** Three fixed testimonials, labelled as samples. */
export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-heading" className="py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="testimonials-heading" className="text-center text-3xl font-bold tracking-tight">
          What Our Learners Say
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.name} className="flex flex-col rounded-xl border bg-card p-6 shadow-sm">
              <p className="flex gap-0.5 text-amber-500" role="img" aria-label={`Rated ${t.rating} out of 5`}>
                {placeholderKeys(t.rating).map((key) => (
                  <Star key={key} aria-hidden="true" className="size-4 fill-current" />
                ))}
              </p>
              <blockquote className="mt-4 flex-1 text-pretty">“{t.content}”</blockquote>
              <div className="mt-6 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
                >
                  {t.avatar}
                </span>
                <div>
                  <p className="font-semibold">{t.name}</p>
                  <p className="text-sm text-muted-foreground">{t.role}</p>
                </div>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-xs text-muted-foreground">
          Sample testimonials, shown to illustrate the kind of journeys SkillBridge supports.
        </p>
      </div>
    </section>
  );
}
