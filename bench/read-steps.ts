/**
 * Where a live read's time goes (issue 21 item 5), for bench/api-reads.ts: one read of each kind (services list,
 * service detail, feedback page, a stylist's day) called through its domain function on a Drizzle handle of the
 * bench's own, one call at a time, with the cache out of the way. Each call's wall time is cut into
 *  - query building: from the call (or the last answer) until Drizzle hands a statement to the driver (its logger),
 *  - SQL execution: while a statement is with `pg` (sent to PostgreSQL, answered and parsed into rows),
 *  - row mapping: after an answer, until the next statement goes out or the function returns (Drizzle's field
 *    mapping and the domain's view; in a read of several statements, also building the next one),
 * then the answer's serialization (JSON.stringify, what tRPC's adapter does with it), and the rest of the door: the
 * same read over HTTP (tRPC, one read a request, against the app with the cache off) minus the above. Medians of
 * many calls, in microseconds: a shared machine's figures move, their proportions much less.
 */
import { performance } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { listFeedbackByService } from '../apps/api/src/routers/feedback/feedback.service.js';
import { listSlots } from '../apps/api/src/routers/schedule/schedule.service.js';
import { getService, listServices } from '../apps/api/src/routers/service/service.service.js';
import * as schema from '../packages/db/src/schema.js';

type Step = 'build' | 'sql' | 'map';

export interface ReadStepsInput {
  databaseUrl: string;
  serviceId: number;
  stylistId: number;
  date: number;
  /** The app with the cache off: `http://127.0.0.1:<port>`, and each read's tRPC URL on it. */
  uncachedBase: string;
  trpcUrls: Record<string, string>;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

export async function measureReadSteps(input: ReadStepsInput, calls = Number(process.env.BENCH_STEP_CALLS ?? 300)) {
  /** The moments of the call being measured: a statement built (Drizzle's logger), sent and answered (the pool). */
  let events: { at: number; kind: 'built' | 'sent' | 'answered' }[] = [];
  const pool = new pg.Pool({ connectionString: input.databaseUrl, max: 4 });
  // The bench's own pool object: its query method is timed, nothing of pg's is changed.
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = async (...args: unknown[]) => {
    events.push({ at: performance.now(), kind: 'sent' });
    try {
      return await query(...args);
    } finally {
      events.push({ at: performance.now(), kind: 'answered' });
    }
  };
  const db = drizzle(pool, { schema, logger: { logQuery: () => void events.push({ at: performance.now(), kind: 'built' }) } });

  const reads: Record<string, () => Promise<unknown>> = {
    'services list': () => listServices(db),
    'service detail': () => getService(db, input.serviceId),
    'feedback page': () => listFeedbackByService(db, input.serviceId, { page: 1 }),
    'schedule of a day': () => listSlots(db, input.stylistId, input.date, new Date()),
  };

  /** One call cut into its steps: each interval goes to SQL while a statement is out, else to what comes next. */
  async function stepsOf(read: () => Promise<unknown>) {
    events = [];
    const start = performance.now();
    const answer = await read();
    const end = performance.now();
    const spent: Record<Step, number> = { build: 0, sql: 0, map: 0 };
    let out = 0;
    let last = start;
    let afterAnswer = false;
    for (const event of [...events, { at: end, kind: 'return' as const }]) {
      const span = event.at - last;
      if (out > 0) spent.sql += span;
      // After an answer: Drizzle's mapping, the domain's, and (for a read of several statements) building the next.
      else spent[afterAnswer ? 'map' : 'build'] += span;
      if (event.kind === 'sent') out++;
      if (event.kind === 'answered') {
        out--;
        afterAnswer = true;
      }
      if (event.kind === 'built') afterAnswer = false;
      last = event.at;
    }
    const serializeStart = performance.now();
    JSON.stringify(answer);
    return { ...spent, serialize: performance.now() - serializeStart, total: end - start };
  }

  const rows: { read: string; build: number; sql: number; map: number; serialize: number; door: number; http: number }[] = [];
  try {
    for (const [name, read] of Object.entries(reads)) {
      for (let i = 0; i < 30; i++) await stepsOf(read); // warm-up: JIT, prepared plans, pool
      const samples: Awaited<ReturnType<typeof stepsOf>>[] = [];
      for (let i = 0; i < calls; i++) samples.push(await stepsOf(read));
      const url = `${input.uncachedBase}${input.trpcUrls[name]}`;
      const http: number[] = [];
      for (let i = 0; i < calls; i++) {
        const start = performance.now();
        const res = await fetch(url);
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${name}: ${res.status}`);
        http.push(performance.now() - start);
      }
      const m = (step: keyof (typeof samples)[number]) => median(samples.map((s) => s[step])) * 1000;
      const inProcess = m('build') + m('sql') + m('map') + m('serialize');
      rows.push({
        read: name,
        build: m('build'),
        sql: m('sql'),
        map: m('map'),
        serialize: m('serialize'),
        door: Math.max(0, median(http) * 1000 - inProcess),
        http: median(http) * 1000,
      });
    }
  } finally {
    await pool.end();
  }

  const col = (s: string | number, width = 11) => String(typeof s === 'number' ? s.toFixed(0) : s).padStart(width);
  console.log(
    `\nWhere a live read's time goes (one call at a time, median of ${calls}, µs; "HTTP + tRPC" = one request to the app with the cache off minus the steps before it):`,
  );
  console.log(
    `${'read'.padEnd(20)}${col('build SQL')}${col('run SQL')}${col('map rows')}${col('serialize')}${col('HTTP + tRPC', 13)}${col('request', 10)}`,
  );
  for (const r of rows) {
    console.log(`${r.read.padEnd(20)}${col(r.build)}${col(r.sql)}${col(r.map)}${col(r.serialize)}${col(r.door, 13)}${col(r.http, 10)}`);
  }
  return rows;
}
