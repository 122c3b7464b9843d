import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a database that is gone, however deeply the driver error is wrapped', () => {
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(
      isDatabaseUnavailable(withCode('57P01', 'terminating connection due to administrator command')),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCode('08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    const drizzle = new Error('Failed query: select 1', {
      cause: new Error('timeout exceeded when trying to connect'),
    });
    expect(isDatabaseUnavailable(new Error('Failed to get session', { cause: drizzle }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED')], 'connect failed'))).toBe(
      true,
    );
  });

  it('leaves bugs and bad data alone: those stay 500s', () => {
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('23505', 'duplicate key value violates unique constraint'))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(withCode('42P01', 'relation "nope" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    const loop: Error & { cause?: unknown } = new Error('loop');
    loop.cause = loop;
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });
});
