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
 * - `--max-semi-space-size=8`: a young collection copies what survives it, and what a build keeps is
 *   promoted into old-generation pages the process has not written yet, at about 12 µs a page on
 *   this kind of machine: with V8's own young generation (64 MB), collections of 30 to 65 ms in the
 *   builds of a million courses, 6 to 19 ms with 8 MB. 4 MB cut them further for the catalogue, but a
 *   jobs build then promoted so much that its rebuild ran 102 full collections (20 with 8 MB) and
 *   its first build paused 75 ms. The cost: jobs searches at a million jobs about twice as long
 *   (p95 10 to 20 ms). Decision 021, "The index's courses through the catalogue; a young
 *   generation of 8 MB".
 */
export const SERVER_V8_FLAGS = [
  '--no-memory-reducer',
  '--no-parallel-scavenge',
  '--max-semi-space-size=8',
] as const;

/** The flags of `SERVER_V8_FLAGS` this process was started without. */
export function missingServerFlags(execArgv: readonly string[] = process.execArgv): string[] {
  return SERVER_V8_FLAGS.filter((flag) => !execArgv.includes(flag));
}
