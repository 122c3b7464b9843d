import { JOB_BOARD_LABELS, JOB_FETCH_TEXTS, JOB_IMPORT_MAX_BYTES } from '@app/core/job-fetches';
import { JOB_BOARD_SOURCES, type JobBoardSource } from '@app/core/job-options';
import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle, CheckCircle2, Loader2, Upload } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { adminConsoleKeys } from './admin-console-api';
import { adminJobsKeys, importJobBoard } from './admin-jobs-api';

/** The server's rule for a board name (importJobsRequestSchema). */
const BOARD_PATTERN = '[A-Za-z0-9._\\-]{1,100}';

type ImportState =
  | { kind: 'idle' }
  | { kind: 'importing' }
  | { kind: 'done'; text: string }
  | { kind: 'failed'; message: string };

/**
 * Imports one saved job board answer (`POST /api/admin/jobs/import`), as the CLI's `--from-file`
 * does: for installs without internet. Tells how many postings were added, updated and closed,
 * and refreshes the fetch history.
 */
export function JobImportCard() {
  const queryClient = useQueryClient();
  const ids = { source: useId(), board: useId(), company: useId(), file: useId(), hint: useId() };
  const [source, setSource] = useState<JobBoardSource>('greenhouse');
  const [board, setBoard] = useState('');
  const [company, setCompany] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<ImportState>({ kind: 'idle' });
  const importing = state.kind === 'importing';

  function chooseFile(chosen: File | null) {
    setFile(chosen);
    // As the CLI: the board is the file name up to its first dot, unless one was typed.
    const stem = chosen?.name.split('.')[0] ?? '';
    if (!board && new RegExp(`^${BOARD_PATTERN}$`).test(stem)) setBoard(stem);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setState({ kind: 'failed', message: JOB_FETCH_TEXTS.importNoFile });
      return;
    }
    if (file.size > JOB_IMPORT_MAX_BYTES) {
      setState({ kind: 'failed', message: JOB_FETCH_TEXTS.importTooLarge });
      return;
    }
    setState({ kind: 'importing' });
    let document: unknown;
    try {
      document = JSON.parse(await file.text());
    } catch {
      setState({ kind: 'failed', message: JOB_FETCH_TEXTS.importNotJson });
      return;
    }
    try {
      const result = await importJobBoard({
        source,
        board: board.trim(),
        ...(company.trim() ? { company: company.trim() } : {}),
        document,
      });
      if (result.success && result.summary) {
        setState({
          kind: 'done',
          text: JOB_FETCH_TEXTS.imported({
            fetched: result.summary.total_fetched,
            added: result.summary.new_jobs,
            updated: result.summary.updated_jobs,
            closed: result.summary.deactivated_jobs,
          }),
        });
      } else {
        setState({ kind: 'failed', message: result.error || 'The import failed.' });
      }
    } catch (error) {
      setState({ kind: 'failed', message: errorMessage(error, 'The import failed.') });
    } finally {
      void queryClient.invalidateQueries({ queryKey: adminJobsKeys.runs });
      void queryClient.invalidateQueries({ queryKey: adminConsoleKeys.history });
      void queryClient.invalidateQueries({ queryKey: ['jobs'] });
    }
  }

  return (
    <Card aria-labelledby="job-import-title" data-job-import-card className="h-full">
      <CardHeader>
        <CardTitle as="h3" id="job-import-title" className="text-xl">
          {JOB_FETCH_TEXTS.importTitle}
        </CardTitle>
        <CardDescription>{JOB_FETCH_TEXTS.importDescription}</CardDescription>
      </CardHeader>
      <form onSubmit={(e) => void submit(e)} aria-labelledby="job-import-title">
        <CardContent className="grid gap-4 text-sm sm:grid-cols-2">
          <div className="grid gap-1.5">
            <label htmlFor={ids.source} className="font-medium">
              Platform
            </label>
            <select
              id={ids.source}
              value={source}
              onChange={(e) => setSource(e.target.value as JobBoardSource)}
              disabled={importing}
              className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {JOB_BOARD_SOURCES.map((s) => (
                <option key={s} value={s}>
                  {JOB_BOARD_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={ids.board} className="font-medium">
              Board name
            </label>
            <Input
              id={ids.board}
              value={board}
              onChange={(e) => setBoard(e.target.value)}
              required
              pattern={BOARD_PATTERN}
              maxLength={100}
              autoComplete="off"
              placeholder="stripe"
              aria-describedby={ids.hint}
              disabled={importing}
            />
            <p id={ids.hint} className="text-xs text-muted-foreground">
              The board token or company slug in the API address.
            </p>
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={ids.company} className="font-medium">
              Company name <span className="font-normal text-muted-foreground">(optional)</span>
            </label>
            <Input
              id={ids.company}
              value={company}
              onChange={(e) => setCompany(e.target.value)}
              maxLength={120}
              autoComplete="off"
              placeholder="Stripe"
              disabled={importing}
            />
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={ids.file} className="font-medium">
              Saved answer (.json)
            </label>
            <Input
              id={ids.file}
              type="file"
              accept="application/json,.json"
              required
              onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
              disabled={importing}
              className="h-auto cursor-pointer py-1.5"
            />
          </div>
          <div
            role="status"
            aria-live="polite"
            className="min-h-6 sm:col-span-2"
            data-testid="job-import-state"
          >
            {state.kind === 'done' ? (
              <p className="flex items-start gap-2">
                <CheckCircle2
                  aria-hidden="true"
                  className="mt-0.5 size-4 shrink-0 text-green-600 dark:text-green-400"
                />
                <span data-testid="job-import-result">{state.text}</span>
              </p>
            ) : state.kind === 'importing' ? (
              <p className="text-muted-foreground">{JOB_FETCH_TEXTS.importing}</p>
            ) : null}
          </div>
          {state.kind === 'failed' && (
            <p role="alert" className="flex items-start gap-2 text-destructive sm:col-span-2">
              <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span data-testid="job-import-error">{state.message}</span>
            </p>
          )}
        </CardContent>
        <CardFooter className="mt-6">
          <Button type="submit" disabled={importing}>
            {importing ? (
              <Loader2 aria-hidden="true" className="animate-spin" />
            ) : (
              <Upload aria-hidden="true" />
            )}
            {importing ? JOB_FETCH_TEXTS.importing : JOB_FETCH_TEXTS.importAction}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
