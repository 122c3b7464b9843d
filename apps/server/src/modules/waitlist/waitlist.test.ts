import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../../auth/roles-queries.ts';
import { user, waitlist } from '../../db/schema.ts';
import { asUser, signUp, type TestAccount, uniqueEmail } from '../../testing/accounts.ts';
import { parseErrorBody } from '../../testing/http.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { WAITLIST_IP_LIMIT } from './routes.ts';

let server: TestServer;
let admin: TestAccount;
let member: TestAccount;

beforeAll(async () => {
  // Behind a "proxy", so each test can come from its own address and keep its own rate limit.
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
  admin = await signUp(server, { name: 'Admin' });
  await grantRole(server.db, admin.id, 'admin');
  member = await signUp(server, { name: 'Member' });
});
afterAll(() => server.close());

const newIp = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}-${randomBytes(3).toString('hex')}`;

function join(body: unknown, ip = newIp()) {
  return server.fetch('/api/waitlist', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
}

async function rowsFor(email: string) {
  return server.db
    .select({
      fullName: waitlist.fullName,
      email: waitlist.email,
      featureType: waitlist.featureType,
      message: waitlist.message,
    })
    .from(waitlist)
    .where(eq(waitlist.email, email));
}

describe('POST /api/waitlist', () => {
  it('adds a visitor to a waitlist, storing the address trimmed and lower-cased', async () => {
    const email = uniqueEmail('join');
    const response = await join({
      fullName: '  Grace Hopper ',
      email: `  ${email.toUpperCase()}  `,
      featureType: 'mentors',
      message: '  Looking for a cloud mentor.  ',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ featureType: 'mentors', email });
    expect(await rowsFor(email)).toEqual([
      { fullName: 'Grace Hopper', email, featureType: 'mentors', message: 'Looking for a cloud mentor.' },
    ]);
  });

  it('stores an empty message as null', async () => {
    const email = uniqueEmail('nomessage');
    expect((await join({ fullName: 'Ada', email, featureType: 'student_card', message: '   ' })).status).toBe(
      201,
    );
    expect((await rowsFor(email))[0]?.message).toBeNull();
  });

  it('answers 409 already_on_waitlist for the same address in another case or with spaces', async () => {
    const email = uniqueEmail('dup');
    expect((await join({ fullName: 'Alan', email, featureType: 'mentors' })).status).toBe(201);

    const again = await join({
      fullName: 'Alan T.',
      email: `\t${email.toUpperCase()} `,
      featureType: 'mentors',
    });
    expect(again.status).toBe(409);
    const body = parseErrorBody(await again.text());
    expect(body.error.code).toBe('already_on_waitlist');
    expect(body.error.message).toBe("You're already signed up for the Mentorship Program waitlist!");

    const card = await join({ fullName: 'Alan', email, featureType: 'student_card' });
    expect(card.status).toBe(201);
    const cardAgain = parseErrorBody(
      await (
        await join({ fullName: 'Alan', email: email.toUpperCase(), featureType: 'student_card' })
      ).text(),
    );
    expect(cardAgain.error.message).toBe("You're already signed up for the Student Card waitlist!");

    // The first entry is kept as it was.
    const rows = await rowsFor(email);
    expect(rows.map((r) => [r.featureType, r.fullName]).sort()).toEqual([
      ['mentors', 'Alan'],
      ['student_card', 'Alan'],
    ]);
  });

  it('answers 400 in the error shape for missing or invalid fields, storing nothing', async () => {
    const email = uniqueEmail('bad');
    const cases: unknown[] = [
      { email, featureType: 'mentors' },
      { fullName: '   ', email, featureType: 'mentors' },
      { fullName: 'Ada', featureType: 'mentors' },
      { fullName: 'Ada', email: '  ', featureType: 'mentors' },
      { fullName: 'Ada', email: 'not-an-address', featureType: 'mentors' },
      { fullName: 'Ada', email, featureType: 'jobs' },
      { fullName: 'Ada', email },
      { fullName: 'Ada', email, featureType: 'mentors', message: 'x'.repeat(1001) },
      {},
    ];
    for (const body of cases) {
      const response = await join(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const error = parseErrorBody(await response.text()).error;
      expect(error.code).toBe('invalid_input');
      expect(error.message).toMatch(/^Invalid request body: /);
    }
    expect(await rowsFor(email)).toEqual([]);
  });

  it('makes exactly one entry from 20 simultaneous joins with one address', async () => {
    const email = uniqueEmail('race');
    const ip = newIp();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        join(
          {
            fullName: `Racer ${i}`,
            email: i % 2 ? email.toUpperCase() : ` ${email}`,
            featureType: 'mentors',
          },
          ip,
        ),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it('enforces one entry per address and feature in the database itself', async () => {
    const email = uniqueEmail('direct');
    await server.db.insert(waitlist).values({ fullName: 'A', email, featureType: 'mentors' });
    await expect(
      server.db.insert(waitlist).values({ fullName: 'B', email, featureType: 'mentors' }),
    ).rejects.toThrow();
    // Addresses must be stored normalised, and only the two features exist.
    await expect(
      server.db
        .insert(waitlist)
        .values({ fullName: 'C', email: email.toUpperCase(), featureType: 'student_card' }),
    ).rejects.toThrow();
    await expect(
      server.db.execute(
        sql`insert into waitlist (full_name, email, feature_type) values ('D', ${uniqueEmail()}, 'jobs')`,
      ),
    ).rejects.toThrow();
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it('limits sign-ups per client address', async () => {
    const ip = newIp();
    for (let i = 0; i < WAITLIST_IP_LIMIT.max; i++) {
      const response = await join(
        { fullName: 'Many', email: uniqueEmail('many'), featureType: 'mentors' },
        ip,
      );
      expect(response.status).toBe(201);
    }
    const limited = await join({ fullName: 'Many', email: uniqueEmail('many'), featureType: 'mentors' }, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(parseErrorBody(await limited.text()).error.code).toBe('too_many_requests');
    // Another address is not affected.
    expect(
      (await join({ fullName: 'Other', email: uniqueEmail('other'), featureType: 'mentors' })).status,
    ).toBe(201);
  });
});

interface ListBody {
  entries: Array<{
    id: number;
    fullName: string;
    email: string;
    featureType: string;
    message: string | null;
  }>;
  total: number;
  counts: Record<string, number>;
}

describe('admin waitlist list and CSV export', () => {
  it('is for admins only', async () => {
    for (const path of ['/api/admin/waitlist', '/api/admin/waitlist.csv']) {
      expect((await server.fetch(path)).status).toBe(401);
      expect((await asUser(server, member)(path)).status).toBe(403);
      expect((await asUser(server, admin)(path)).status).toBe(200);
    }
  });

  it('lists entries, filtered by feature, with counts per feature', async () => {
    const email = uniqueEmail('listed');
    await join({ fullName: 'Listed Person', email, featureType: 'student_card', message: 'Hello' });
    const all = (await (await asUser(server, admin)('/api/admin/waitlist?limit=500')).json()) as ListBody;
    expect(all.total).toBeGreaterThan(0);
    expect(all.counts.mentors! + all.counts.student_card!).toBe(all.total);
    expect(all.entries.find((e) => e.email === email)).toMatchObject({
      fullName: 'Listed Person',
      featureType: 'student_card',
      message: 'Hello',
    });

    const cards = (await (
      await asUser(server, admin)('/api/admin/waitlist?feature=student_card&limit=500')
    ).json()) as ListBody;
    expect(cards.entries.every((e) => e.featureType === 'student_card')).toBe(true);
    expect(cards.total).toBe(all.counts.student_card);

    const bad = await asUser(server, admin)('/api/admin/waitlist?feature=jobs');
    expect(bad.status).toBe(400);
  });

  it('exports CSV with every cell quoted and formulas neutralised', async () => {
    const tricky = [
      { fullName: '=HYPERLINK("http://evil.example","click")', message: '+1 555 0100' },
      { fullName: '@SUM(A1:A2)', message: '-2+3' },
      { fullName: 'Smith, "Jo"', message: 'line one\nline two' },
    ];
    const emails: string[] = [];
    for (const t of tricky) {
      const email = uniqueEmail('csv');
      emails.push(email);
      expect((await join({ ...t, email, featureType: 'mentors' })).status).toBe(201);
    }

    const response = await asUser(server, admin)('/api/admin/waitlist.csv?feature=mentors');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="waitlist-mentors-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = await response.text();
    // fetch's text() drops the BOM; the raw bytes keep it.
    expect(text.startsWith('"full_name","email","feature_type","message","created_at"\r\n')).toBe(true);
    expect(text).toContain(
      `"'=HYPERLINK(""http://evil.example"",""click"")","${emails[0]}","mentors","'+1 555 0100",`,
    );
    expect(text).toContain(`"'@SUM(A1:A2)","${emails[1]}","mentors","'-2+3",`);
    expect(text).toContain(`"Smith, ""Jo""","${emails[2]}","mentors","line one\nline two",`);
    expect(text).not.toContain('student_card');

    const bytes = new Uint8Array(
      await (await asUser(server, admin)('/api/admin/waitlist.csv')).arrayBuffer(),
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('exports CSV that starts no formula when a spreadsheet splits rows on semicolons (German, French Excel)', async () => {
    const email = uniqueEmail('semicolon');
    const entry = { fullName: 'x;=1+1;', email, featureType: 'student_card', message: 'hi; @SUM(A1)|-2;"+3' };
    expect((await join(entry)).status).toBe(201);

    const text = await (await asUser(server, admin)('/api/admin/waitlist.csv?feature=student_card')).text();
    const row = text.split('\r\n').find((line) => line.includes(email));
    expect(row).toBeDefined();
    // Split as those locales do, on ";" and on "," ignoring quotes: no piece may start a formula.
    for (const separator of [';', ',', '|']) {
      const pieces = row!.split(separator).map((piece) => piece.replace(/^[\s"]+/, ''));
      expect(
        pieces.filter((piece) => /^[=+\-@]/.test(piece)),
        `split on ${separator}`,
      ).toEqual([]);
    }
    // Read as RFC 4180, the cells keep the text (apostrophes in front of the formula starts).
    expect(row).toContain(`"x;'=1+1;","${email}","student_card","hi; '@SUM(A1)|'-2;""'+3",`);
  });
});

describe('data export', () => {
  it("includes the waitlist entries made with the user's address once it is verified", async () => {
    const account = await signUp(server);
    await join({ fullName: 'Exporter', email: account.email.toUpperCase(), featureType: 'student_card' });

    const before = (await (await asUser(server, account)('/api/me/export')).json()) as {
      waitlists: unknown[];
    };
    expect(before.waitlists).toEqual([]);

    await server.db.update(user).set({ emailVerified: true }).where(eq(user.id, account.id));
    const after = (await (await asUser(server, account)('/api/me/export')).json()) as {
      waitlists: Array<{ email: string; featureType: string; fullName: string }>;
    };
    expect(after.waitlists).toMatchObject([
      { email: account.email, featureType: 'student_card', fullName: 'Exporter' },
    ]);
  });
});
