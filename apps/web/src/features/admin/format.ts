/** "Nov 22, 2026, 6:00 AM": an admin's local time for a sync. */
export function formatSyncTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
