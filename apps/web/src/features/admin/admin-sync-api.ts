import type { LiveSource, SyncResponse, SyncStatusResponse } from '@app/core/live-sync';
import { ApiError, api } from '@/lib/api-client';

export const adminSyncKeys = {
  status: ['admin', 'sync', 'status'] as const,
};

export function fetchSyncStatus(signal?: AbortSignal): Promise<SyncStatusResponse> {
  return api.get<SyncStatusResponse>('/admin/sync/status', { signal });
}

/** Runs a sync now (the spec's backend function): the Sync response, or ApiError when the source failed. */
export function runSync(source: LiveSource): Promise<SyncResponse> {
  return api.post<SyncResponse>(`/admin/sync/${source}`);
}

/**
 * Saves a snapshot's TypeScript module through the browser's download, under the spec's file name.
 * Fetched first, so an error answer is reported instead of being saved as the file.
 */
export async function downloadSnapshot(source: LiveSource, snapshotId: number | undefined, fileName: string) {
  const query = snapshotId === undefined ? '' : `?snapshot=${snapshotId}`;
  let response: Response;
  try {
    response = await fetch(`/api/admin/sync/${source}/download${query}`, { credentials: 'include' });
  } catch {
    throw new ApiError(
      0,
      'network_error',
      'Could not reach the server. Check your connection and try again.',
    );
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      error?: { code?: string; message?: string };
    } | null;
    throw new ApiError(
      response.status,
      body?.error?.code ?? 'http_error',
      body?.error?.message ?? `Download failed (${response.status}).`,
    );
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the URL is not needed after this turn.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
