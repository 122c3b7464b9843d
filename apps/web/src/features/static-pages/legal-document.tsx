import { LEGAL_LAST_UPDATED } from '@app/core/site';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { useDocumentTitle } from '@/lib/use-document-title';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  summary: string;
  sections: readonly LegalSection[];
}

/** Shared frame of the Privacy Policy and the Terms: date, contents list, numbered sections. */
export function LegalDocument({ title, summary, sections }: LegalDocumentProps) {
  useDocumentTitle(title, summary);
  return (
    <>
      <PageIntro title={title} eyebrow={`Last updated: ${LEGAL_LAST_UPDATED}`} description={summary} />
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold">On this page</h2>
          <ol className="mt-3 flex flex-col gap-2 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <Link
                  to={`#${section.id}`}
                  className="text-muted-foreground hover:text-foreground hover:underline"
                >
                  {index + 1}. {section.title}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
        <div className="flex max-w-3xl flex-col gap-10">
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`} className="text-xl font-semibold tracking-tight">
                {index + 1}. {section.title}
              </h2>
              <div className="mt-3 flex flex-col gap-3 leading-relaxed text-muted-foreground [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_strong]:text-foreground [&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-2 [&_ul]:pl-6">
                {section.body}
              </div>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
