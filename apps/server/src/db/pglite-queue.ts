import type { PGlite } from '@electric-sql/pglite';

/**
 * Work run per event-loop turn before queued PGlite calls wait for the next turn. Node accepts one
 * new connection per turn, so turns must stay short: under load, slices of 1, 2 and 5 ms gave the
 * same requests per second, and the shorter the slice the sooner new connections were answered.
 */
export const PGLITE_SLICE_MS = 2;

/** Runs `fn` when its place in the queue comes; see `createSlicedQueue`. */
export type Queued = <T>(fn: () => Promise<T>) => Promise<T>;

/**
 * One call at a time, first come first served, and about `sliceMs` of work per event-loop turn:
 * once that much time has passed since the turn's first call began, later calls wait for the next
 * turn (`setImmediate`), where the budget starts over.
 *
 * PGlite runs SQL synchronously on the main thread. Without this, under load every ready request
 * ran to its answer inside the turn that read it, so one turn lasted (open connections x request
 * time), about 300 ms at 200 connections; Node accepts one new connection per turn (libuv), so a
 * burst of new connections waited in the kernel's accept queue for seconds, past clients'
 * time-outs. Short turns keep accepting connections, reading sockets and firing timers while the
 * queue drains in order.
 */
export function createSlicedQueue(sliceMs: number = PGLITE_SLICE_MS): Queued {
  const waiting: Array<() => void> = [];
  let busy = false;
  let turnStartedAt: number | undefined;
  let nextTurnScheduled = false;

  const overBudget = () => turnStartedAt !== undefined && performance.now() - turnStartedAt >= sliceMs;

  const nextTurn = () => {
    nextTurnScheduled = false;
    turnStartedAt = undefined;
    dispatch();
  };
  const scheduleNextTurn = () => {
    if (nextTurnScheduled) return;
    nextTurnScheduled = true;
    setImmediate(nextTurn);
  };
  const start = () => {
    busy = true;
    if (turnStartedAt === undefined) {
      turnStartedAt = performance.now();
      // Runs once the loop has moved past this turn's I/O: the budget then starts over.
      scheduleNextTurn();
    }
  };
  function dispatch(): void {
    if (busy || waiting.length === 0) return;
    if (overBudget()) {
      scheduleNextTurn();
      return;
    }
    start();
    waiting.shift()?.();
  }

  return async (fn) => {
    if (busy || waiting.length > 0 || overBudget()) {
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        dispatch();
      });
    } else {
      start();
    }
    try {
      return await fn();
    } finally {
      busy = false;
      dispatch();
    }
  };
}

/**
 * The client to hand to Drizzle: `query`, `sql`, `exec` and `transaction` (the calls that take
 * PGlite's own lock) go through the queue; a transaction keeps its place until it ends, and the
 * queries inside it go straight to PGlite. Everything else is the client itself.
 */
export function queuedClient(client: PGlite, queued: Queued = createSlicedQueue()): PGlite {
  const entries = {
    query: ((...args: Parameters<PGlite['query']>) => queued(() => client.query(...args))) as PGlite['query'],
    sql: ((...args: Parameters<PGlite['sql']>) => queued(() => client.sql(...args))) as PGlite['sql'],
    exec: ((...args: Parameters<PGlite['exec']>) => queued(() => client.exec(...args))) as PGlite['exec'],
    transaction: ((...args: Parameters<PGlite['transaction']>) =>
      queued(() => client.transaction(...args))) as PGlite['transaction'],
  };
  return new Proxy(client, {
    get(target, property) {
      if (Object.hasOwn(entries, property)) return entries[property as keyof typeof entries];
      const value: unknown = Reflect.get(target, property, target);
      // PGlite keeps its state in private fields, which only the real instance can reach.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
