/**
 * Loads Node's fetch implementation (undici, behind the global `Request` and `Response`) while the
 * server starts. The first `new Response` of a process compiles it: 54 to 64 ms on the event loop
 * here, which otherwise falls on the first request answered, while the first index is being built
 * (decision 021, "The index's courses through the catalogue; a young generation of 8 MB").
 */
export function loadFetchImplementation(): void {
  void new Response(null);
}
