import { HeldJobBoards } from './held-job-boards';
import { JobFetchCard } from './job-fetch-card';
import { JobImportCard } from './job-import-card';

/**
 * The admin tools of the jobs board: fetching the boards now, importing a saved board answer,
 * and the answers held for review. Their runs are listed in the sync history.
 */
export function JobBoardsSection() {
  return (
    <section aria-labelledby="job-boards-title" className="mt-12" data-testid="job-boards-admin">
      <h2 id="job-boards-title" className="text-2xl font-semibold tracking-tight">
        Job boards
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Greenhouse, Lever and Ashby boards are fetched daily at 10 AM UTC, and right after a first start while
        no real job is listed.
      </p>
      <div className="mt-6 grid max-w-5xl gap-6 lg:grid-cols-2">
        <JobFetchCard />
        <JobImportCard />
      </div>
      <HeldJobBoards />
    </section>
  );
}
