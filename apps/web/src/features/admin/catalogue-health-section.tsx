import type { CatalogueHealthResponse } from '@app/core/catalogue-health';
import { formatCount } from '@app/core/format-count';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { adminCatalogueKeys, fetchCatalogueHealth, startLinkCheck } from './admin-catalogue-api';
import { formatSyncTime } from './format';
import { HistoryTable } from './history-table';

/** "Mar 1, 2026" for a stored day, whatever the admin's time zone. */
const formatDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** The address as read at a glance: host and path, shortened; the whole of it in the title. */
function shortAddress(href: string): string {
  let text = href;
  try {
    const url = new URL(href);
    text = `${url.host}${url.pathname === '/' ? '' : url.pathname}${url.search}`;
  } catch {
    // Shown as stored.
  }
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

function CourseLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      title={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 break-all text-primary underline-offset-4 hover:underline"
    >
      {shortAddress(href)}
      <ExternalLink aria-hidden="true" className="size-3 shrink-0" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/**
 * The catalogue's health: the courses whose facts were confirmed longest ago (never first), and
 * the admin-started link check with the links it found broken.
 */
export function CatalogueHealthSection() {
  const queryClient = useQueryClient();
  const health = useQuery({
    queryKey: adminCatalogueKeys.health,
    queryFn: ({ signal }) => fetchCatalogueHealth(signal),
    // A running check is followed until it ends.
    refetchInterval: (query) => (query.state.data?.linkCheck.running ? 2_000 : false),
  });
  const start = useMutation({
    mutationFn: startLinkCheck,
    onSuccess: (answer) => {
      queryClient.setQueryData<CatalogueHealthResponse>(adminCatalogueKeys.health, (old) =>
        old ? { ...old, linkCheck: answer.linkCheck } : old,
      );
      void queryClient.invalidateQueries({ queryKey: adminCatalogueKeys.health });
    },
  });

  return (
    <section aria-labelledby="admin-catalogue-title" data-testid="admin-catalogue-health">
      <h2 id="admin-catalogue-title" className="text-2xl font-semibold tracking-tight">
        Catalogue health
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Which courses need their facts confirmed again, and which links no longer reach the course.
      </p>
      {health.isPending ? (
        <Skeleton className="mt-6 h-48 w-full" />
      ) : health.isError ? (
        <div className="mt-6 flex items-center gap-3 text-sm">
          <p className="text-destructive">
            {errorMessage(health.error, 'The catalogue health could not be loaded.')}
          </p>
          <Button size="sm" variant="outline" onClick={() => health.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <StaleFacts data={health.data} />
          <LinkCheck
            data={health.data}
            starting={start.isPending}
            startError={start.isError ? errorMessage(start.error, 'The link check could not start.') : null}
            onStart={() => start.mutate()}
          />
        </>
      )}
    </section>
  );
}

function StaleFacts({ data }: { data: CatalogueHealthResponse }) {
  const { courses, neverConfirmed, total } = data.staleFacts;
  return (
    <div className="mt-8" data-testid="stale-facts">
      <h3 className="text-lg font-semibold">Oldest facts</h3>
      <p className="mt-1 text-sm" data-testid="stale-facts-summary">
        {neverConfirmed > 0
          ? `${neverConfirmed === 1 ? `${formatCount(1)} course has never had its` : `${formatCount(neverConfirmed)} courses have never had their`} facts confirmed, of ${plural(total, 'course', 'courses')}.`
          : `Every one of the ${plural(total, 'course', 'courses')} has had its facts confirmed.`}
      </p>
      {courses.length > 0 && (
        <p className="mt-1 text-sm text-muted-foreground">
          {`The ${plural(courses.length, 'course', 'courses')} whose facts are oldest, never confirmed first.`}
        </p>
      )}
      {courses.length > 0 && (
        <HistoryTable
          label="Courses whose facts are oldest"
          testId="stale-facts-table"
          columns={['Course', 'Facts confirmed', 'Link']}
        >
          {courses.map((course) => (
            <tr key={course.id} className="border-t align-top" data-course-id={course.id}>
              <td className="px-4 py-2">
                <span className="font-medium">{course.title}</span>
                <span className="block text-muted-foreground">{course.provider}</span>
              </td>
              <td className="px-4 py-2 whitespace-nowrap">
                {course.factsConfirmedOn ? (
                  <time dateTime={course.factsConfirmedOn}>{formatDay(course.factsConfirmedOn)}</time>
                ) : (
                  'Never'
                )}
              </td>
              <td className="px-4 py-2">
                <CourseLink href={course.link} />
              </td>
            </tr>
          ))}
        </HistoryTable>
      )}
    </div>
  );
}

function LinkCheck({
  data,
  starting,
  startError,
  onStart,
}: {
  data: CatalogueHealthResponse;
  starting: boolean;
  startError: string | null;
  onStart: () => void;
}) {
  const { links, linkCheck } = data;
  return (
    <div className="mt-10" data-testid="link-check">
      <h3 className="text-lg font-semibold">Course links</h3>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <Button onClick={onStart} disabled={starting || linkCheck.running}>
          {linkCheck.running ? 'Checking links...' : 'Check all links'}
        </Button>
        <p className="text-sm" role="status" data-testid="link-check-status">
          {linkCheck.running
            ? `Checked ${formatCount(linkCheck.checked)} of ${formatCount(linkCheck.total)} links...`
            : links.lastCheckedAt
              ? `Last checked ${formatSyncTime(links.lastCheckedAt)}: ${plural(links.broken, 'broken link', 'broken links')}, ${formatCount(links.ok)} working${links.unchecked > 0 ? `, ${formatCount(links.unchecked)} not checked yet` : ''}.`
              : 'No link check has run yet.'}
        </p>
      </div>
      {startError && <p className="mt-2 text-sm text-destructive">{startError}</p>}
      {linkCheck.error && <p className="mt-2 text-sm text-destructive">{linkCheck.error}</p>}
      {links.courses.length > 0 && links.broken > links.courses.length && (
        <p className="mt-2 text-sm text-muted-foreground">
          {`The first ${formatCount(links.courses.length)} of ${plural(links.broken, 'broken link', 'broken links')}, by provider and title.`}
        </p>
      )}
      {links.courses.length > 0 ? (
        <HistoryTable
          label="Broken course links"
          testId="broken-links-table"
          columns={['Course', 'What the check found', 'Link', 'Checked']}
        >
          {links.courses.map((course) => (
            <tr key={course.id} className="border-t align-top" data-course-id={course.id}>
              <td className="px-4 py-2">
                <span className="font-medium">{course.title}</span>
                <span className="block text-muted-foreground">{course.provider}</span>
              </td>
              <td className="px-4 py-2 text-destructive">{course.detail}</td>
              <td className="px-4 py-2">
                <CourseLink href={course.link} />
              </td>
              <td className="px-4 py-2 whitespace-nowrap">
                <time dateTime={course.checkedAt}>{formatSyncTime(course.checkedAt)}</time>
              </td>
            </tr>
          ))}
        </HistoryTable>
      ) : (
        links.lastCheckedAt && (
          <p className="mt-4 text-sm text-muted-foreground">The last check found no broken links.</p>
        )
      )}
    </div>
  );
}
