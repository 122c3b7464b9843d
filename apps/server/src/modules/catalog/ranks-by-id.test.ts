import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runNow } from '../../search/slices.ts';
import { RanksById } from './ranks-by-id.ts';

describe('RanksById', () => {
  it('finds the first rank of every id, numbers and strings apart, and no rank for an id it does not hold', () => {
    const id = fc.oneof(
      fc.integer({ min: 0, max: 40 }),
      fc.constantFrom('1', '2', 'edx-a', 'microsoft-b', ''),
    );
    fc.assert(
      fc.property(fc.array(id, { maxLength: 60 }), fc.array(id, { maxLength: 10 }), (ids, others) => {
        // A table just large enough: ids collide and probe past each other.
        const distinct = new Set(ids).size;
        const slotBits = Math.max(1, Math.ceil(Math.log2(distinct + 1)));
        const table = runNow(RanksById.build(ids.length, (rank) => ids[rank]!, slotBits));
        expect(table.size).toBe(distinct);
        for (const wanted of [...ids, ...others]) {
          const first = ids.indexOf(wanted);
          expect(table.get(wanted)).toBe(first < 0 ? undefined : first);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
