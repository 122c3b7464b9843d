/**
 * The pages the browser benchmarks audit (Lighthouse, start-up trace, initial JavaScript), as a
 * visitor sees them: the catalogue, jobs and career paths are open to visitors (issue 24), and a
 * course page (AZ-900 of the seed catalogue) is what search engines and shared links land on.
 * `signedIn` stays for pages that may need an account again.
 */
export const AUDITED_PAGES: ReadonlyArray<{ path: string; signedIn: boolean }> = [
  { path: '/', signedIn: false },
  { path: '/courses', signedIn: false },
  { path: '/jobs', signedIn: false },
  { path: '/career-paths', signedIn: false },
  { path: '/courses/1100', signedIn: false },
];
