import { describe, expect, it } from 'vitest';
import { BufferMaker, workerMadeBytes } from './buffer-maker.ts';
import { freshArray, runInSlices, runNow, type Steps } from './slices.ts';
import { SubstringIndex } from './substring-index.ts';

describe('BufferMaker', () => {
  it('makes zeroed shared buffers of the size asked, and makes more after a failure or its end', async () => {
    const maker = new BufferMaker();
    try {
      const before = workerMadeBytes();
      const buffer = await maker.make(3 * 4096 + 10);
      expect(buffer).toBeInstanceOf(SharedArrayBuffer);
      expect(buffer.byteLength).toBe(3 * 4096 + 10);
      expect(new Uint8Array(buffer).every((v) => v === 0)).toBe(true);
      expect(workerMadeBytes() - before).toBe(3 * 4096 + 10);
      // A size no buffer can have ends the worker with an error: the request fails, the next works.
      await expect(maker.make(-1)).rejects.toThrow();
      expect((await maker.make(64)).byteLength).toBe(64);
      await maker.close();
      expect((await maker.make(128)).byteLength).toBe(128);
    } finally {
      await maker.close();
    }
  });
});

describe('freshArray', () => {
  function* twoArrays(): Steps<[Int32Array, Float64Array]> {
    const ints = yield* freshArray(Int32Array, 5000);
    const floats = yield* freshArray(Float64Array, 3000, 100);
    return [ints, floats];
  }

  it('has its buffer made on a worker thread when run in slices, and on this one when run at once', async () => {
    let before = workerMadeBytes();
    const [ints, floats] = await runInSlices(twoArrays(), 10, { offThreadFrom: 0 });
    expect(workerMadeBytes() - before).toBe(5000 * 4 + 3000 * 8);
    expect([ints.length, floats.length]).toEqual([5000, 3000]);
    expect(ints.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(ints.every((v) => v === 0) && floats.every((v) => v === 0)).toBe(true);

    // Under the size asked for (1 MB by default), and run at once, made here.
    before = workerMadeBytes();
    await runInSlices(twoArrays());
    const [atOnce] = runNow(twoArrays());
    expect(workerMadeBytes() - before).toBe(0);
    expect(atOnce.length).toBe(5000);
  });

  it('gives an index built in slices on buffers made off the event loop the answers of one built at once', async () => {
    const words = ['azure', 'aws', 'cloud', 'data', 'python', 'security', 'sql', 'network', 'ai', 'design'];
    const docs = Array.from({ length: 3000 }, (_, i) => [
      `${words[i % 10]} ${words[(i * 7) % 10]} course ${i}`,
      `${words[(i * 3) % 10]}-${i % 97} level ${i % 5}`,
    ]);
    const before = workerMadeBytes();
    const sliced = await runInSlices(
      SubstringIndex.build((d) => docs[d]!, docs.length),
      0,
      {
        offThreadFrom: 0,
      },
    );
    expect(workerMadeBytes()).toBeGreaterThan(before);
    const atOnce = new SubstringIndex(docs);
    for (const terms of [['azure'], ['ur'], ['-4'], ['course', '12'], ['level'], ['nothing']]) {
      const a = sliced.matchAny(terms);
      const b = atOnce.matchAny(terms);
      expect(a.count).toBe(b.count);
      expect([...a.bits]).toEqual([...b.bits]);
    }
  });
});
