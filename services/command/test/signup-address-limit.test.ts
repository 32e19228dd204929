import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';

// Issue 27, section 4: a limit counted before the write and recorded after it
// lets requests sent at once all pass. Thirty accounts an hour may be made from
// one address; thirty-five sign-ups at once make thirty.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), { projections: false });
});
afterAll(async () => {
  await t.close();
});

describe('sign-ups from one address, sent at once', () => {
  it('make no more accounts than the hourly limit', async () => {
    const answers = await Promise.all(
      Array.from({ length: 35 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          payload: { first_name: 'Rae', last_name: 'Race', email: `race-${i}@example.com`, password: 'correct horse battery' },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect({ made: statuses.filter((status) => status === 201).length, refused: statuses.filter((status) => status === 429).length }).toEqual({
      made: 30,
      refused: 5,
    });
    const accounts = await t.context.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('email', 'like', 'race-%')
      .executeTakeFirstOrThrow();
    expect(Number(accounts.n)).toBe(30);
  });
});
