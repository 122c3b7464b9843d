import { faqGroups, searchFaqs } from '@app/core/faq';
import { mailto, SUPPORT_EMAIL, SUPPORT_REPLY_TIME } from '@app/core/site';
import { Search } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { PageIntro } from '@/components/page-intro';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ContactSupport } from './contact-support';
import { FaqList } from './faq-list';

export function HelpPage() {
  useDocumentTitle(
    'Help Center',
    'Answers to frequently asked questions about SkillBridge, and how to contact our support team.',
  );
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const groups = searchFaqs(faqGroups, deferredQuery);
  const matchCount = groups.reduce((sum, group) => sum + group.items.length, 0);
  const searching = deferredQuery.trim().length > 0;
  const searchId = useId();

  return (
    <>
      <PageIntro
        title="Help Center"
        description="Answers to common questions about SkillBridge, and ways to reach our support team."
      >
        <search className="mx-auto mt-8 block max-w-xl">
          <label htmlFor={searchId} className="sr-only">
            Search frequently asked questions
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
            />
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Search for answers..."
              autoComplete="off"
              className="h-12 w-full rounded-lg border border-input bg-background pr-4 pl-11 text-base shadow-sm outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
            />
          </div>
        </search>
      </PageIntro>

      <div className="mx-auto w-full max-w-4xl px-4 py-12 sm:px-6">
        <h2 className="sr-only">Frequently asked questions</h2>
        <p role="status" className="sr-only">
          {searching
            ? `${matchCount} ${matchCount === 1 ? 'question matches' : 'questions match'} your search`
            : ''}
        </p>
        {groups.length > 0 ? (
          <FaqList groups={groups} />
        ) : (
          <div
            className="rounded-xl border border-dashed px-6 py-12 text-center"
            data-testid="faq-no-results"
          >
            <p className="text-lg font-semibold">No results found for “{deferredQuery.trim()}”</p>
            <p className="mt-2 text-muted-foreground">
              Try different or fewer words, or contact our support team below.
            </p>
          </div>
        )}
      </div>

      <ContactSupport
        email={SUPPORT_EMAIL}
        emailHref={mailto(SUPPORT_EMAIL, 'Help with SkillBridge')}
        replyTime={SUPPORT_REPLY_TIME}
      />
    </>
  );
}
