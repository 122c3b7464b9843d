/**
 * V8 flags the server runs with: `npm start` passes them (apps/server's start script), and
 * `bench:scale` runs its cases with them. Measured at a million jobs (decision 021, "The collector's
 * pauses at a million jobs, traced"):
 *
 * - `--no-memory-reducer`: V8's memory reducer judged a build's allocation rate low (what it
 *   allocates dies young) and started full collections that shrink the heap: 144 and 156 ms atomic
 *   pauses in one first build, most of it the kernel unmapping the pages given back. Without it the
 *   heap stays at the size it grew to (about 220 MB reserved at a million jobs; the index's memory is
 *   off the heap).
 * - `--no-parallel-scavenge`: a young collection handed its work to V8's worker threads and waited
 *   for them to finish; on two cores, with the concurrent marker on the other, it waited 40 to 50 ms
 *   for about 2 ms of work. Alone on the main thread the same collection takes a few milliseconds.
 */
export const SERVER_V8_FLAGS = ['--no-memory-reducer', '--no-parallel-scavenge'] as const;

/** The flags of `SERVER_V8_FLAGS` this process was started without. */
export function missingServerFlags(execArgv: readonly string[] = process.execArgv): string[] {
  return SERVER_V8_FLAGS.filter((flag) => !execArgv.includes(flag));
}
