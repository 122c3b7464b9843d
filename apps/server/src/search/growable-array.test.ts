import { describe, expect, it } from 'vitest';
import { Uint32Blocks } from './growable-array.ts';

describe('Uint32Blocks', () => {
  it('holds every number pushed, across blocks', () => {
    const blocks = new Uint32Blocks();
    const count = 2_500_000; // more than two blocks of 2^20
    for (let i = 0; i < count; i++) blocks.push((i * 2654435761) >>> 0);
    expect(blocks.length).toBe(count);
    for (const i of [0, 1, 1_048_575, 1_048_576, 2_097_152, count - 1]) {
      expect(blocks.at(i)).toBe((i * 2654435761) >>> 0);
    }
  });
});
