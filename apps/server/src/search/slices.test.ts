import { describe, expect, it } from 'vitest';
import { indexArray } from './index-memory.ts';
import { FRESH_TURN, fillInSteps, MAX_SLICE_MS, type Steps, slicer, TURN_MS } from './slices.ts';

/**
 * A build of `count` steps of 1 ms each on a clock of its own, while other work takes `othersMs`
 * of that clock in every turn of the event loop; the length of each slice the build ran.
 */
async function slicesUnder(othersMs: number, count = 400): Promise<number[]> {
  let now = 0;
  let busy = true;
  let turned = false;
  const others = () => {
    if (!busy) return;
    now += othersMs;
    turned = true;
    setImmediate(others);
  };
  setImmediate(others);
  const slices: number[] = [];
  let inSlice = 0;
  function* build(): Steps {
    for (let i = 0; i < count; i++) {
      if (turned && inSlice > 0) {
        slices.push(inSlice);
        inSlice = 0;
      }
      turned = false;
      now += 1;
      inSlice++;
      yield;
    }
  }
  await slicer(10, () => now)(build());
  busy = false;
  return slices;
}

describe('slicer', () => {
  it('runs slices of sliceMs while nothing else wants the event loop', async () => {
    const slices = await slicesUnder(0);
    expect(slices.length).toBeGreaterThan(10);
    for (const length of slices) expect(length).toBe(10);
  });

  it('shares the event loop with slow requests: slices grow to what they took, up to MAX_SLICE_MS', async () => {
    const under15 = await slicesUnder(15);
    expect(under15.slice(1).every((length) => length === 15)).toBe(true);
    const under200 = await slicesUnder(200);
    expect(under200.slice(1).every((length) => length === MAX_SLICE_MS)).toBe(true);
  });

  it('leaves a turn of the event loop no longer than TURN_MS when the other work allows it', async () => {
    // 20 ms of requests a turn: a slice of 10, not 15 (20 + 15 would hold the loop for 35 ms).
    const under20 = await slicesUnder(20);
    expect(under20.slice(1).every((length) => length === TURN_MS - 20)).toBe(true);
    // Work that fills a turn alone leaves one step.
    const underTurn = await slicesUnder(TURN_MS - 1);
    expect(underTurn.slice(1).every((length) => length === 1)).toBe(true);
  });

  it('gives a turn after every step with slices of 0', async () => {
    let turns = 0;
    let busy = true;
    const tick = () => {
      if (!busy) return;
      turns++;
      setImmediate(tick);
    };
    setImmediate(tick);
    function* build(): Steps {
      for (let i = 0; i < 50; i++) yield;
    }
    await slicer(0)(build());
    busy = false;
    expect(turns).toBeGreaterThanOrEqual(50);
  });

  it('starts a step asked for with FRESH_TURN on a turn of its own, however little of the slice has run', async () => {
    let now = 0;
    let turned = false;
    let busy = true;
    const tick = () => {
      if (!busy) return;
      turned = true;
      setImmediate(tick);
    };
    setImmediate(tick);
    const turnedBeforeLongStep: boolean[] = [];
    function* build(): Steps {
      for (let i = 0; i < 5; i++) {
        // 1 ms of a 10 ms slice, then a step known to be long.
        now += 1;
        turned = false;
        yield FRESH_TURN;
        turnedBeforeLongStep.push(turned);
        now += 30;
        yield;
      }
    }
    await slicer(10, () => now)(build());
    busy = false;
    expect(turnedBeforeLongStep).toEqual([true, true, true, true, true]);
  });

  it('fills a million numbers a megabyte a step', () => {
    const filled = indexArray(Int32Array, 1_000_000);
    const fill = fillInSteps(filled, -1);
    let steps = 0;
    while (!fill.next().done) steps++;
    expect(steps).toBe(4);
    expect(filled.every((v) => v === -1)).toBe(true);
  });
});
