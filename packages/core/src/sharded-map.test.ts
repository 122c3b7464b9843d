import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ShardedMap, ShardedSet } from './sharded-map.ts';

const key = fc.oneof(fc.integer({ min: -5, max: 300 }), fc.string({ maxLength: 20 }), fc.double());
const op = fc.tuple(fc.constantFrom('set', 'delete'), key, fc.integer());

describe('ShardedMap', () => {
  it('answers as a Map does after any sets and deletes', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 200 }), (ops) => {
        const map = new Map<string | number, number>();
        const sharded = new ShardedMap<string | number, number>();
        for (const [kind, k, v] of ops) {
          if (kind === 'set') {
            map.set(k, v);
            sharded.set(k, v);
          } else expect(sharded.delete(k)).toBe(map.delete(k));
        }
        expect(sharded.size).toBe(map.size);
        for (const [k, v] of map) expect(sharded.get(k)).toBe(v);
        for (const [, k] of ops) expect(sharded.has(k)).toBe(map.has(k));
        expect(new Map(sharded)).toEqual(map);
      }),
    );
  });

  it('tells the number 1 from the text "1", as a Map does', () => {
    const m = new ShardedMap<string | number, string>([
      [1, 'number'],
      ['1', 'text'],
    ]);
    expect([m.get(1), m.get('1'), m.size]).toEqual(['number', 'text', 2]);
    const s = new ShardedSet<string | number>().add(1);
    expect([s.has(1), s.has('1'), s.size]).toEqual([true, false, 1]);
  });
});
