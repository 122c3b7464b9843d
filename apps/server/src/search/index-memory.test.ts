import { describe, expect, it } from 'vitest';
import { indexArray, MappedAhead, PREFAULT_STEP, prefault } from './index-memory.ts';

describe('prefault', () => {
  it('maps a fresh array a megabyte a step and leaves it zeroed', () => {
    const array = indexArray(Float64Array, (2.5 * PREFAULT_STEP) / 8);
    const steps = prefault(array);
    let count = 0;
    while (!steps.next().done) count++;
    expect(count).toBe(3);
    expect(array.every((v) => v === 0)).toBe(true);
  });
});

describe('MappedAhead', () => {
  it('hands over the array made for the length asked, once', () => {
    const ahead = new MappedAhead<Int32Array>();
    const made: number[] = [];
    const make = (n: number) => {
      made.push(n);
      return indexArray(Int32Array, n);
    };
    for (let i = 0; i < 10; i++) ahead.advance(1024, make, 64);
    expect(made).toEqual([1024]);
    expect(ahead.take(2048)).toBeNull();
    const taken = ahead.take(1024);
    expect(taken?.length).toBe(1024);
    expect(taken?.every((v) => v === 0)).toBe(true);
    expect(ahead.take(1024)).toBeNull();
    // Asked for another length, it makes that one.
    ahead.advance(1024, make, 64);
    ahead.advance(4096, make, 64);
    expect(made).toEqual([1024, 1024, 4096]);
    expect(ahead.take(4096)?.length).toBe(4096);
  });
});
