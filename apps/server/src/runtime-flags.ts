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

/**
 * The environment the server starts with, for the C library's allocator (glibc reads it once, as
 * the process starts, so only the start script can set it). Measured at a million courses (decision
 * 021, "Fresh mappings for the index's large arrays"):
 *
 * - `MALLOC_MMAP_THRESHOLD_`: glibc gives a block of 128 KB or more a mapping of its own, until such
 *   a block is freed; from then on it serves blocks up to the size of the largest freed (32 MB at
 *   most) from its heap, and `calloc` zeroes them by writing every byte. An index's typed arrays and
 *   8 MB text chunks are zeroed blocks (`SharedArrayBuffer`s), so once a rebuild had freed the
 *   previous index's, making one took 16 to 36 ms for 8 to 60 MB, 85 ms for 121 MB, in one call.
 *   With the threshold fixed at 1 MB, every such block is a fresh mapping: zero already, its pages
 *   mapped as the build writes them, in steps, and given back to the system when freed.
 */
export const SERVER_ENV = { MALLOC_MMAP_THRESHOLD_: String(1 << 20) } as const;

/** The flags of `SERVER_V8_FLAGS`, and the variables of `SERVER_ENV`, this process was started without. */
export function missingServerFlags(
  execArgv: readonly string[] = process.execArgv,
  env: NodeJS.ProcessEnv = process.env,
): string[] {
  return [
    ...SERVER_V8_FLAGS.filter((flag) => !execArgv.includes(flag)),
    ...Object.entries(SERVER_ENV)
      .filter(([name, value]) => env[name] !== value)
      .map(([name, value]) => `${name}=${value}`),
  ];
}
