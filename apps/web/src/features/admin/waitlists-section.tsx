import { formatCount } from '@app/core/format-count';
import { WAITLIST_FEATURE_NAMES, WAITLIST_FEATURES, type WaitlistFeature } from '@app/core/waitlist';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { adminConsoleKeys, fetchWaitlist, WAITLIST_PAGE_SIZE, waitlistCsvUrl } from './admin-console-api';
import { formatSyncTime } from './format';
import { HistoryTable } from './history-table';
import { PageNav } from './page-nav';

/**
 * Waitlists: one list per feature with its sign-up count, the entries in the order people joined,
 * and the CSV export (`GET /api/admin/waitlist.csv`, written by core's formula-safe CSV writer).
 */
export function WaitlistsSection() {
  const [feature, setFeature] = useState<WaitlistFeature>(WAITLIST_FEATURES[0]);
  const [offset, setOffset] = useState(0);
  const page = useQuery({
    queryKey: adminConsoleKeys.waitlist(feature, offset),
    queryFn: ({ signal }) => fetchWaitlist(feature, offset, signal),
    placeholderData: keepPreviousData,
  });
  const total = page.data?.total ?? 0;
  const name = WAITLIST_FEATURE_NAMES[feature];

  return (
    <section aria-labelledby="admin-waitlists-title" data-testid="admin-waitlists">
      <h2 id="admin-waitlists-title" className="text-2xl font-semibold tracking-tight">
        Waitlists
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        People waiting for a feature that is not open yet, in the order they joined.
      </p>
      <fieldset className="mt-4 flex flex-wrap gap-2">
        <legend className="sr-only">Waitlist</legend>
        {WAITLIST_FEATURES.map((f) => {
          const count = page.data?.counts[f];
          return (
            <Button
              key={f}
              variant="outline"
              aria-pressed={f === feature}
              className={cn(f === feature && 'border-primary bg-accent')}
              onClick={() => {
                setFeature(f);
                setOffset(0);
              }}
            >
              {WAITLIST_FEATURE_NAMES[f]}
              {count !== undefined && (
                <span className="tabular-nums text-muted-foreground">{formatCount(count)}</span>
              )}
            </Button>
          );
        })}
      </fieldset>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <p className="text-sm" data-testid="waitlist-count">
          {page.data
            ? `${name}: ${formatCount(total)} ${total === 1 ? 'person' : 'people'} waiting`
            : 'Loading the waitlist...'}
        </p>
        <Button asChild variant="outline" size="sm" className="ml-auto">
          <a href={waitlistCsvUrl(feature)} download>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      </div>
      {page.isPending ? (
        <Skeleton className="mt-4 h-32 w-full" />
      ) : page.isError ? (
        <div className="mt-4 flex items-center gap-3 text-sm">
          <p className="text-destructive">{errorMessage(page.error, 'The waitlist could not be loaded.')}</p>
          <Button size="sm" variant="outline" onClick={() => page.refetch()}>
            Try again
          </Button>
        </div>
      ) : page.data.entries.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">Nobody has joined this waitlist yet.</p>
      ) : (
        <HistoryTable
          label={`${name} waitlist`}
          testId="waitlist-table"
          columns={['Joined', 'Name', 'E-mail', 'Message']}
        >
          {page.data.entries.map((entry) => (
            <tr key={entry.id} className="border-t align-top">
              <td className="px-4 py-2 whitespace-nowrap">
                <time dateTime={entry.createdAt}>{formatSyncTime(entry.createdAt)}</time>
              </td>
              <td className="px-4 py-2">{entry.fullName}</td>
              <td className="px-4 py-2 break-all">{entry.email}</td>
              <td className="px-4 py-2 whitespace-pre-line">{entry.message}</td>
            </tr>
          ))}
        </HistoryTable>
      )}
      <PageNav
        label="Waitlist pages"
        offset={offset}
        pageSize={WAITLIST_PAGE_SIZE}
        total={total}
        onChange={setOffset}
      />
    </section>
  );
}
