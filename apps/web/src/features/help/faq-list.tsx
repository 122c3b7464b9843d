import type { FaqGroup } from '@app/core/faq';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';

/** FAQ groups, each a titled accordion of questions. */
export function FaqList({ groups }: { groups: readonly FaqGroup[] }) {
  return (
    <div className="flex flex-col gap-10">
      {groups.map((group) => (
        <section key={group.title} aria-labelledby={headingId(group.title)}>
          <h2 id={headingId(group.title)} className="text-xl font-semibold tracking-tight">
            {group.title}
          </h2>
          <Accordion type="multiple" className="mt-3 rounded-xl border bg-card px-5">
            {group.items.map((item) => (
              <AccordionItem key={item.question} value={item.question} data-faq-item>
                <AccordionTrigger className="text-base">{item.question}</AccordionTrigger>
                <AccordionContent className="leading-relaxed text-muted-foreground">
                  {item.answer}
                </AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        </section>
      ))}
    </div>
  );
}

function headingId(title: string): string {
  return `faq-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}
