/**
 * The pages the browser benchmarks audit (Lighthouse, start-up trace, initial JavaScript), and
 * whether each needs a signed-in visitor: /courses and /jobs are behind the sign-in guard.
 */
export const AUDITED_PAGES: ReadonlyArray<{ path: string; signedIn: boolean }> = [
  { path: '/', signedIn: false },
  { path: '/courses', signedIn: true },
  { path: '/jobs', signedIn: true },
  { path: '/career-paths', signedIn: false },
];
