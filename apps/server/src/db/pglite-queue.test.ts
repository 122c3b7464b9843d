import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteFromTemplate } from '../testing/pglite-template.ts';
import { createSlicedQueue, queuedClient } from './pglite-queue.ts';

/** Holds the thread for `ms`, as PGlite's WebAssembly does while it runs a query. */
function busy(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

describe('createSlicedQueue', () => {
  it('runs calls one at a time, in the order they came', async () => {
    const queued = createSlicedQueue(1);
    const log: string[] = [];
    let running = 0;
    const call = (name: string, ms: number) =>
      queued(async () => {
        running++;
        expect(running).toBe(1);
        log.push(`start ${name}`);
        busy(ms);
        await Promise.resolve();
        log.push(`end ${name}`);
        running--;
        return name;
      });
    const results = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((name) => call(name, 1)));
    expect(results).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(log).toEqual(['a', 'b', 'c', 'd', 'e'].flatMap((name) => [`start ${name}`, `end ${name}`]));
  });

  it('lets the event loop turn once the slice of a turn is used', async () => {
    const queued = createSlicedQueue(2);
    let done = 0;
    let doneWhenLoopTurned: number | undefined;
    const calls = Array.from({ length: 50 }, () =>
      queued(async () => {
        busy(1);
        done++;
      }),
    );
    // Without slices all 50 calls (50 ms) would run before this: they are all microtasks.
    setImmediate(() => {
      doneWhenLoopTurned = done;
    });
    await Promise.all(calls);
    expect(done).toBe(50);
    expect(doneWhenLoopTurned).toBeGreaterThan(0);
    expect(doneWhenLoopTurned).toBeLessThan(25);
  });

  it('runs a call at once while the slice has time left', async () => {
    const queued = createSlicedQueue(1_000);
    let ran = false;
    const call = queued(async () => {
      ran = true;
    });
    expect(ran).toBe(true);
    await call;
  });

  it('moves on when a call fails', async () => {
    const queued = createSlicedQueue(1);
    const failing = queued(async () => {
      throw new Error('boom');
    });
    const next = queued(async () => 'next');
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next');
  });
});

describe('queuedClient', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await pgliteFromTemplate('empty');
  });
  afterAll(() => client?.close());

  it('queries through the queue and forwards everything else to the client', async () => {
    const gated = queuedClient(client);
    const [result] = await Promise.all([
      gated.query<{ n: number }>('select 1 as n'),
      gated.exec('select 2'),
      gated.sql`select 3`,
    ]);
    expect(result.rows).toEqual([{ n: 1 }]);
    expect(gated.closed).toBe(false);
    expect(gated.ready).toBe(true);
  });

  it('keeps other calls waiting for a whole transaction', async () => {
    const gated = queuedClient(client);
    const order: string[] = [];
    let finish!: () => void;
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const transaction = gated.transaction(async (tx) => {
      await tx.query('select 1');
      order.push('transaction began');
      await held;
      order.push('transaction ends');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const query = gated.query('select 2').then(() => order.push('query'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual(['transaction began']);
    finish();
    await Promise.all([transaction, query]);
    expect(order).toEqual(['transaction began', 'transaction ends', 'query']);
  });
});
