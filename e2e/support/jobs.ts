/** Accounts signing up with this address are made admins (the jobs tests' own admin). */
export const E2E_JOBS_ADMIN_EMAIL = 'e2e-jobs-admin@example.com';

/**
 * The e2e server's job boards: one of each platform, on a local port where nothing listens, so a
 * real fetch fails at once (there is no internet here) and no test waits for a time-out.
 */
export function jobBoardsEnv(): Record<string, string> {
  const nowhere = 'http://127.0.0.1:59';
  return {
    GREENHOUSE_API_URL: nowhere,
    LEVER_API_URL: nowhere,
    ASHBY_API_URL: nowhere,
    JOBS_GREENHOUSE_BOARDS: 'acmecloud:Acme Cloud',
    JOBS_LEVER_BOARDS: 'leverco:Lever Co',
    JOBS_ASHBY_BOARDS: 'ashbyco:Ashby Co',
  };
}
