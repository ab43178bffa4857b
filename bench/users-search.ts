/**
 * Admin user search at scale: inserts 100,000 users into a PostgreSQL database made for the run, then times
 * the user list (case-insensitive full-name search + one page + total) as the API runs it, and drops the
 * database. Usage: `pnpm exec tsx bench/users-search.ts` (TEST_DATABASE_URL names the server).
 */
import { performance } from 'node:perf_hooks';
import { listUsers } from '../apps/api/src/routers/user/user.service.js';
import { createDatabase } from '../packages/db/src/client.js';
import { createTestDatabase } from '../packages/db/src/testing.js';

const USERS = 100_000;
const RUNS = 20;
const FIRST = [
  'Minh',
  'Lan',
  'Huy',
  'Mai',
  'An',
  'Binh',
  'Chi',
  'Dung',
  'Giang',
  'Hoa',
  'Khoa',
  'Linh',
  'Nam',
  'Phuong',
  'Quan',
  'Son',
  'Thao',
  'Trang',
  'Tuan',
  'Vy',
];
const LAST = [
  'Nguyen',
  'Tran',
  'Le',
  'Pham',
  'Hoang',
  'Phan',
  'Vu',
  'Vo',
  'Dang',
  'Bui',
  'Do',
  'Ho',
  'Ngo',
  'Duong',
  'Ly',
  'Truong',
  'Dinh',
  'Lam',
  'Mai',
  'Cao',
];

const database = await createTestDatabase('hairsalon_bench');
const handle = createDatabase({ url: database.url, poolSize: 4 });
try {
  await handle.migrate();
  const started = performance.now();
  // One statement: every user gets a first name, a family name and a unique middle token (e.g. "Minh Nguyen K4242").
  await handle.executeSql(
    `insert into users (email, password_hash, first_name, last_name, role_id)
     select 'user' || g || '@bench.hairsalon', 'not-a-hash',
            ($1::text[])[1 + g % 20],
            ($2::text[])[1 + (g / 20) % 20] || ' K' || g,
            case when g % 1000 = 0 then 'R2' when g % 50 = 0 then 'R3' else 'R4' end
     from generate_series(1, ${USERS}) g`,
    [FIRST, LAST],
  );
  await handle.executeSql('analyze users');
  process.stdout.write(`inserted ${USERS.toLocaleString('en')} users in ${Math.round(performance.now() - started)} ms\n\n`);

  const someone = 4231;
  const someoneName = `${FIRST[someone % 20]} ${LAST[Math.floor(someone / 20) % 20]} K${someone}`.toLowerCase();
  const cases: [string, { search?: string; page: number }][] = [
    ['no search, page 1', { page: 1 }],
    ['no search, page 5000', { page: 5000 }],
    ['common family name "nguyen", page 1', { search: 'nguyen', page: 1 }],
    ['common full name "MINH NGUYEN", page 3', { search: 'MINH NGUYEN', page: 3 }],
    [`one person "${someoneName}"`, { search: someoneName, page: 1 }],
    ['nobody "zzqx"', { search: 'zzqx', page: 1 }],
  ];
  process.stdout.write(`case                                       total   median ms   p95 ms  (${RUNS} runs)\n`);
  for (const [label, input] of cases) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const page = await listUsers(handle.db, input);
      times.push(performance.now() - t0);
      total = page.total;
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(RUNS / 2)] ?? 0;
    const p95 = times[Math.floor(RUNS * 0.95)] ?? 0;
    process.stdout.write(
      `${label.padEnd(42)} ${String(total).padStart(6)} ${median.toFixed(1).padStart(11)} ${p95.toFixed(1).padStart(8)}\n`,
    );
  }

  const { rows } = await handle.executeSql(
    `explain select count(*) from users where role_id <> 'R2' and (first_name || ' ' || last_name) ilike $1`,
    [`%${someoneName}%`],
  );
  process.stdout.write(`\nplan of the search count:\n${rows.map((r) => `  ${(r as Record<string, string>)['QUERY PLAN']}`).join('\n')}\n`);
} finally {
  await handle.close();
  await database.drop();
}
