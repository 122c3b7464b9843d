import { HeldJobBoards } from './held-job-boards';
import { JobFetchHistory } from './job-fetch-history';
import { JobImportCard } from './job-import-card';

/** The admin tools of the jobs board: importing a saved board answer, and the fetch history. */
export function JobBoardsSection() {
  return (
    <section aria-labelledby="job-boards-title" className="mt-12" data-testid="job-boards-admin">
      <h2 id="job-boards-title" className="text-2xl font-semibold tracking-tight">
        Job boards
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Greenhouse, Lever and Ashby boards are fetched daily at 10 AM UTC, and right after a first start while
        no real job is listed; Refresh Jobs on the jobs page fetches them now.
      </p>
      <div className="mt-6 max-w-3xl">
        <JobImportCard />
      </div>
      <HeldJobBoards />
      <JobFetchHistory />
    </section>
  );
}
