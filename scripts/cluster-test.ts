/**
 * `pnpm test:cluster`: the production deployment in small (issue 22 item 8). nginx (Debian's, with docker/nginx's
 * proxy settings) in front of two production instances run from the files the image holds (docker/runtime-files.sh),
 * on one fresh PostgreSQL database, with one PayPal emulator and one SMTP receiver for both. It proves:
 *   1. both start together on an empty database;
 *   2. a 100-way race for one slot, split across both through nginx, has one winner;
 *   3. a write through one is read fresh on the other (the read cache's LISTEN/NOTIFY), with the lag measured;
 *   4. an image uploaded through one is served by the other;
 *   5. under a bounded booking-and-paying load, one instance SIGTERMed and then the other killed (-9), each restarted,
 *      lose no booking, payment or email (clients retry a cut request with its Idempotency-Key, as the web app does);
 *   6. the metrics of both count what was served;
 *   7. database connections cut (idle pooled, checked out under a request, LISTEN, job queue) kill no instance: the
 *      request on a cut connection answers 503, the rest go on;
 *   8. a rolling restart (each instance SIGTERMed and started again) under reads and bookings fails no request.
 * Prints the figures and exits non-zero on any failure. `.ci/run` runs it after `pnpm test`.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addSalonDays, salonToday } from '@hairsalon/shared';
import pg from 'pg';
import { startSmtpReceiver } from '../apps/api/src/testing/smtp-receiver.js';
import { createTestDatabase } from '../packages/db/src/testing.js';
import { EMULATOR_CLIENT_ID, EMULATOR_CLIENT_SECRET, orderIdFromApprovalUrl } from '../packages/paypal-mock/src/index.js';
import { startPayPalEmulator } from '../packages/paypal-mock/src/server.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const work = mkdtempSync(path.join(tmpdir(), 'hairsalon-cluster-'));
const figures: [string, string][] = [];
const failures: string[] = [];
const started = Date.now();

function log(line: string) {
  process.stdout.write(`cluster: ${line}\n`);
}
function check(ok: boolean, what: string) {
  log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every process this run starts, killed when it ends however it ends (a crash included): none outlives the test. */
const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

// ---------------------------------------------------------------------------------------------------------- set-up

if (!existsSync(NGINX)) {
  process.stderr.write(`cluster: nginx is not at ${NGINX} (Debian: apt-get install nginx; or set NGINX_PATH)\n`);
  process.exit(2);
}
if (process.env.CLUSTER_SKIP_BUILD !== '1') {
  log('building (docker/build.sh)');
  execFileSync('sh', ['docker/build.sh'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}
const runtime = path.join(work, 'app');
log(`assembling the image's files (docker/runtime-files.sh) in ${runtime}`);
execFileSync('sh', ['docker/runtime-files.sh', root, runtime], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });

const database = await createTestDatabase('hairsalon_cluster');
const smtp = await startSmtpReceiver();
const paypal = await startPayPalEmulator();
const db = new pg.Pool({ connectionString: database.url, max: 3 });

const ports = { a: await freePort(), b: await freePort(), nginx: await freePort() };
const site = `http://127.0.0.1:${ports.nginx}`;
const jwtSecret = randomUUID() + randomUUID();
// Production serves /metrics only to a scraper that brings this token.
const metricsToken = randomUUID();

interface Instance {
  name: 'a' | 'b';
  port: number;
  process: ChildProcess;
  exited: Promise<number | null>;
}

function startInstance(name: 'a' | 'b'): Instance {
  const dataDir = path.join(work, `data-${name}`);
  mkdirSync(dataDir, { recursive: true });
  const out = createWriteStream(path.join(work, `instance-${name}.log`), { flags: 'a' });
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/main.js'], {
    cwd: runtime,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(ports[name]),
      DATABASE_URL: database.url,
      SEED_DEMO: '1',
      JWT_SECRET: jwtSecret,
      PUBLIC_URL: site,
      TRUST_PROXY: '1',
      SMTP_URL: smtp.url,
      PAYPAL_CLIENT_ID: EMULATOR_CLIENT_ID,
      PAYPAL_CLIENT_SECRET: EMULATOR_CLIENT_SECRET,
      PAYPAL_API_BASE: paypal.url,
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.CLUSTER_LOG_LEVEL ?? 'warn',
      METRICS_TOKEN: metricsToken,
      // Every client of this test comes through nginx from one address: the per-address limits would stop the load.
      BOOKING_RATE_LIMIT_PER_MINUTE: '100000',
      UNPAID_HOLDS_MAX: '100000',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      UPLOAD_QUOTA_PER_HOUR: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  children.add(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, port: ports[name], process: child, exited };
}

async function ready(instance: Instance, timeoutMs = 90_000): Promise<number> {
  const from = Date.now();
  while (Date.now() - from < timeoutMs) {
    if (instance.process.exitCode !== null) throw new Error(`instance ${instance.name} exited with ${instance.process.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${instance.port}/health/ready`);
      if (res.ok) return Date.now() - from;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`instance ${instance.name} not ready after ${timeoutMs} ms (log: ${work}/instance-${instance.name}.log)`);
}

function startNginx(): ChildProcess {
  const conf = path.join(work, 'nginx.conf');
  for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(work, 'nginx', dir), { recursive: true });
  writeFileSync(
    conf,
    `# Made by scripts/cluster-test.ts: docker/nginx/hairsalon.conf's site, with the two instances by address.
worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 1024; }
http {
  access_log ${work}/nginx-access.log;
  client_body_temp_path ${work}/nginx/client_body;
  proxy_temp_path ${work}/nginx/proxy;
  fastcgi_temp_path ${work}/nginx/fastcgi;
  uwsgi_temp_path ${work}/nginx/uwsgi;
  scgi_temp_path ${work}/nginx/scgi;
  upstream hairsalon {
    server 127.0.0.1:${ports.a} max_fails=1 fail_timeout=2s;
    server 127.0.0.1:${ports.b} max_fails=1 fail_timeout=2s;
    keepalive 32;
    keepalive_timeout 3s;
  }
  server {
    listen 127.0.0.1:${ports.nginx};
    location = /metrics { return 404; }
    location / {
      proxy_pass http://hairsalon;
      include ${path.join(root, 'docker/nginx/proxy.conf')};
    }
    location /trpc/ {
      proxy_pass http://hairsalon;
      include ${path.join(root, 'docker/nginx/proxy.conf')};
      include ${path.join(root, 'docker/nginx/trpc.conf')};
    }
  }
}
`,
  );
  const child = spawn(NGINX, ['-c', conf, '-p', work, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  children.add(child);
  return child;
}

// ------------------------------------------------------------------------------------------------------- helpers

interface Answer {
  status: number;
  body: unknown;
}

async function call(
  base: string,
  method: string,
  pathAndQuery: string,
  options: { token?: string; json?: unknown; form?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = options.form;
  }
  const res = await fetch(`${base}${pathAndQuery}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON (an nginx error page)
  }
  return { status: res.status, body: parsed };
}

const instanceUrl = (name: 'a' | 'b') => `http://127.0.0.1:${ports[name]}`;

async function login(email: string, password = 'hairsalon123'): Promise<string> {
  const res = await call(site, 'POST', '/api/login', { json: { email, password } });
  const token = (res.body as { accessToken?: string }).accessToken;
  if (!token) throw new Error(`login of ${email} failed: ${JSON.stringify(res.body)}`);
  return token;
}

async function metric(name: 'a' | 'b', metricName: string, labels: Record<string, string>): Promise<number> {
  const text = await (await fetch(`${instanceUrl(name)}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text();
  let total = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${metricName}{`)) continue;
    const labelText = line.slice(metricName.length, line.lastIndexOf('}') + 1);
    if (Object.entries(labels).every(([k, v]) => labelText.includes(`${k}="${v}"`))) total += Number(line.split(' ').at(-1));
  }
  return total;
}

const bookingsRoute = { route: '/api/customer-book-appointment' };

let instances: Record<'a' | 'b', Instance>;
let nginx: ChildProcess | undefined;

async function stopEverything() {
  for (const instance of Object.values(instances ?? {})) {
    if (instance.process.exitCode === null) {
      instance.process.kill('SIGTERM');
      await Promise.race([instance.exited, sleep(20_000)]);
    }
  }
  nginx?.kill('SIGTERM');
  await db.end().catch(() => undefined);
  await smtp.close().catch(() => undefined);
  await paypal.close().catch(() => undefined);
  await database.drop().catch(() => undefined);
}

// ---------------------------------------------------------------------------------------------------------- run

try {
  // 1. Both at once on the empty database.
  instances = { a: startInstance('a'), b: startInstance('b') };
  const [readyA, readyB] = await Promise.all([ready(instances.a), ready(instances.b)]);
  check(true, `both instances started together on an empty database (ready after ${readyA} ms and ${readyB} ms)`);
  figures.push(['both ready on an empty database', `${Math.max(readyA, readyB)} ms`]);
  const admins = await db.query("select count(*)::int as n from users where email = 'admin@hairsalon.local'");
  check(admins.rows[0]?.n === 1, 'the demo salon was seeded once');
  nginx = startNginx();
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(`${site}/health`)).ok) break;
    } catch {
      await sleep(100);
    }
  }

  const adminToken = await login('admin@hairsalon.local');
  const staffToken = await login('staff@hairsalon.local');
  const services = (await call(site, 'GET', '/api/get-all-services')).body as { id: number; name: string }[];
  const serviceId = services[0]?.id ?? 0;
  check(serviceId > 0, `services listed through nginx (${services.length})`);

  /** A stylist of the test's own with every slot of `days` days open. */
  async function stylistWithDays(label: string, days: number[]): Promise<number> {
    const email = `${label.toLowerCase()}.${Date.now().toString(36)}@cluster.hairsalon`;
    const created = await call(site, 'POST', '/api/register', {
      token: adminToken,
      json: {
        firstName: label,
        lastName: 'Cluster',
        email,
        password: 'Comb-and-scissors-at-dawn-42',
        confirmPassword: 'Comb-and-scissors-at-dawn-42',
        phoneNumber: '912345678',
        roleId: 'R3',
        positionId: 'P1',
      },
    });
    const id = (created.body as { data?: { id?: number } }).data?.id;
    if (!id) throw new Error(`stylist ${label} not created: ${JSON.stringify(created.body)}`);
    if (days.length === 0) return id;
    const today = salonToday(Date.now());
    const arrSchedule = days.flatMap((offset) =>
      ['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8'].map((timeType) => ({ stylistId: id, date: addSalonDays(today, offset), timeType })),
    );
    const schedule = await call(site, 'POST', '/api/create-schedule', { token: staffToken, json: { arrSchedule } });
    if ((schedule.body as { errCode?: number }).errCode !== 0) throw new Error(`schedule of ${label}: ${JSON.stringify(schedule.body)}`);
    return id;
  }

  const bookingBody = (stylistId: number, date: number, timeType: string, email: string) => ({
    phone: '912345678',
    fullName: 'Cluster Guest',
    email,
    stylistId,
    date,
    timeType,
    serviceIds: [serviceId],
    pointsToUse: 0,
  });

  // 2. The 100-way race for one slot, through nginx.
  const racer = await stylistWithDays('Racer', [3]);
  const raceDay = addSalonDays(salonToday(Date.now()), 3);
  const raceBefore = {
    a: await metric('a', 'hairsalon_http_requests_total', bookingsRoute),
    b: await metric('b', 'hairsalon_http_requests_total', bookingsRoute),
  };
  const race = await Promise.all(
    Array.from({ length: 100 }, (_, i) =>
      call(site, 'POST', '/api/customer-book-appointment', { json: bookingBody(racer, raceDay, 'T5', `race.${i}@cluster.hairsalon`) }),
    ),
  );
  const winners = race.filter((r) => (r.body as { errCode?: number }).errCode === 0).length;
  const raceSplit = {
    a: (await metric('a', 'hairsalon_http_requests_total', bookingsRoute)) - raceBefore.a,
    b: (await metric('b', 'hairsalon_http_requests_total', bookingsRoute)) - raceBefore.b,
  };
  check(winners === 1, `a 100-way race for one slot has one winner (${winners}; ${raceSplit.a} attempts on a, ${raceSplit.b} on b)`);
  check(raceSplit.a > 0 && raceSplit.b > 0, 'the race was split across both instances');
  check(
    race.every((r) => r.status === 200),
    'no attempt of the race failed with a server error',
  );
  figures.push(['winners of 100 attempts at one slot (a / b)', `${winners} (${raceSplit.a} / ${raceSplit.b})`]);

  // 3. A write through one is read fresh on the other.
  const fresh = await stylistWithDays('Fresh', []);
  const lags: number[] = [];
  let firstReadFresh = 0;
  const today = salonToday(Date.now());
  for (let round = 0; round < 20; round++) {
    const date = addSalonDays(today, 20 + round);
    const read = async () =>
      (
        (await call(instanceUrl('b'), 'GET', `/api/get-schedule-stylist-by-date?stylistId=${fresh}&date=${date}`)).body as {
          data?: unknown[];
        }
      ).data?.length ?? 0;
    // b has the empty day in its cache.
    await read();
    await read();
    const wrote = await call(instanceUrl('a'), 'POST', '/api/create-schedule', {
      token: staffToken,
      json: { arrSchedule: [{ stylistId: fresh, date, timeType: 'T1' }] },
    });
    const writtenAt = Date.now();
    if ((wrote.body as { errCode?: number }).errCode !== 0) throw new Error(`schedule write: ${JSON.stringify(wrote.body)}`);
    let seen = await read();
    if (seen === 1) firstReadFresh++;
    while (seen !== 1 && Date.now() - writtenAt < 5000) {
      await sleep(2);
      seen = await read();
    }
    lags.push(seen === 1 ? Date.now() - writtenAt : Number.POSITIVE_INFINITY);
  }
  const maxLag = Math.max(...lags);
  check(maxLag <= 1000, `a write through a is read on b within ${maxLag} ms (first read after the write fresh in ${firstReadFresh} of 20)`);
  figures.push(['write on a, read on b: first read fresh · longest lag', `${firstReadFresh}/20 · ${maxLag} ms`]);

  // 4. An image uploaded through one is served by the other.
  const picture = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const form = new FormData();
  form.append('imageFile', new Blob([picture], { type: 'image/png' }), 'dot.png');
  const uploaded = await fetch(`${instanceUrl('a')}/api/upload-image`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}` },
    body: form,
  });
  const uploadBody = (await uploaded.json().catch(() => ({}))) as { data?: { url?: string; name?: string }; url?: string };
  const imageUrl = uploadBody.data?.url ?? uploadBody.url;
  if (imageUrl) {
    const imagePath = new URL(imageUrl, site).pathname;
    const served = await fetch(`${instanceUrl('b')}${imagePath}`);
    const bytes = Buffer.from(await served.arrayBuffer());
    check(
      served.status === 200 && bytes.length > 0,
      `an image uploaded through a is served by b (${imagePath}: ${served.status}, ${bytes.length} bytes)`,
    );
  } else {
    check(false, `an image uploaded through a is served by b (the upload answered ${uploaded.status} ${JSON.stringify(uploadBody)})`);
  }

  // 5a. The live front desk through nginx (docs/decisions/020): a subscription opened through the proxy streams at
  // once, unbuffered, and hears within 2 s of a booking made on each instance directly, whichever one serves it.
  {
    const liveStylist = await stylistWithDays('Live', [11]);
    const controller = new AbortController();
    const stream = await fetch(`${site}/trpc/booking.changes`, {
      headers: { accept: 'text/event-stream', authorization: `Bearer ${staffToken}` },
      signal: controller.signal,
    });
    const reader = stream.body?.getReader();
    let heard = '';
    /** Reads the stream until `text` shows, for at most `ms`. */
    const until = async (text: string, ms: number) => {
      const deadline = Date.now() + ms;
      while (reader && !heard.includes(text) && Date.now() < deadline) {
        const chunk = await Promise.race([reader.read(), sleep(deadline - Date.now()).then(() => null)]);
        if (!chunk || chunk.done) break;
        heard += new TextDecoder().decode(chunk.value);
      }
      return heard.includes(text);
    };
    const ready = await until('"kind":"ready"', 5_000);
    check(
      stream.headers.get('content-type')?.startsWith('text/event-stream') === true && ready,
      'a booking.changes subscription opened through nginx streams at once (ready)',
    );
    for (const [name, timeType] of [['a', 'T1'] as const, ['b', 'T3'] as const]) {
      const made = await call(instanceUrl(name), 'POST', '/trpc/booking.createAtDesk', {
        token: staffToken,
        json: {
          source: 'phone',
          fullName: 'Live Guest',
          phone: '917000222',
          email: '',
          stylistId: liveStylist,
          date: addSalonDays(salonToday(Date.now()), 11),
          timeType,
          serviceIds: [serviceId],
        },
      });
      const bookingId = (made.body as { result?: { data?: { bookingId?: number } } }).result?.data?.bookingId;
      const started = Date.now();
      const arrived = bookingId !== undefined && (await until(`"bookingId":${bookingId}`, 2_000));
      check(arrived, `the subscription through nginx hears of a booking made on ${name} within 2 s (${Date.now() - started} ms)`);
    }
    controller.abort();
  }

  // 6 (first half). The metrics of both count what went through nginx.
  const readsBefore = {
    a: await metric('a', 'hairsalon_http_requests_total', { route: '/api/get-allcode' }),
    b: await metric('b', 'hairsalon_http_requests_total', { route: '/api/get-allcode' }),
  };
  for (let i = 0; i < 200; i++) await call(site, 'GET', '/api/get-allcode?type=TIME');
  const readsServed = {
    a: (await metric('a', 'hairsalon_http_requests_total', { route: '/api/get-allcode' })) - readsBefore.a,
    b: (await metric('b', 'hairsalon_http_requests_total', { route: '/api/get-allcode' })) - readsBefore.b,
  };
  check(
    readsServed.a + readsServed.b === 200 && readsServed.a > 0 && readsServed.b > 0,
    `the two instances' metrics count the 200 reads sent through nginx (a ${readsServed.a}, b ${readsServed.b})`,
  );
  figures.push(['200 reads through nginx, counted by a / b', `${readsServed.a} / ${readsServed.b}`]);

  // 7. Database connections cut one kind at a time (docs/decisions/024): idle pooled, checked out, LISTEN, job queue.
  // Each instance reports the loss, replaces the connection and goes on serving; none exits.
  {
    const terminate = async (where: string, values: unknown[] = []) =>
      (
        await db.query<{ n: number }>(
          `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and ${where}`,
          [database.name, ...values],
        )
      ).rows[0]?.n ?? 0;
    const readsOk = async (count: number) => {
      const answers = await Promise.all(Array.from({ length: count }, () => call(site, 'GET', '/api/get-allcode?type=TIME')));
      return answers.filter((a) => a.status === 200).length;
    };
    const alive = () => instances.a.process.exitCode === null && instances.b.process.exitCode === null;

    await readsOk(20);
    const idleCut = await terminate("application_name = 'hairsalon' and state = 'idle'");
    const afterIdle = await readsOk(40);
    check(
      idleCut > 0 && afterIdle === 40 && alive(),
      `idle pooled connections cut (${idleCut}): 40 of 40 reads then served, both instances up`,
    );

    // A request holding a connection when it is cut: a booking waits on a lock the test holds, and its connection is
    // terminated under it. It must answer 503 (try again), not 500, and the instance must go on.
    const cutStylist = await stylistWithDays('Cut', [12]);
    const locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table bookings in exclusive mode');
    const held = call(instanceUrl('a'), 'POST', '/api/customer-book-appointment', {
      json: bookingBody(cutStylist, addSalonDays(today, 12), 'T2', `cut.${Date.now().toString(36)}@cluster.hairsalon`),
    });
    let waiting = 0;
    for (let i = 0; i < 100 && waiting === 0; i++) {
      await sleep(50);
      waiting = (
        await db.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where datname = $1 and application_name = 'hairsalon' and wait_event_type = 'Lock'",
          [database.name],
        )
      ).rows[0]?.n as number;
    }
    const busyCut = await terminate("application_name = 'hairsalon' and wait_event_type = 'Lock'");
    const heldAnswer = await held;
    await locker.query('rollback');
    await locker.end();
    check(
      busyCut > 0 && heldAnswer.status === 503 && alive(),
      `a checked-out connection cut under a booking (${busyCut}): the booking answered ${heldAnswer.status} (503 expected), both instances up`,
    );
    check((await readsOk(20)) === 20, 'after it, reads are served');

    const listenCut = await terminate("application_name = 'hairsalon-listen'");
    let bothReady = false;
    for (let i = 0; i < 100 && !bothReady; i++) {
      await sleep(100);
      const answers = await Promise.all(['a', 'b'].map((name) => fetch(`${instanceUrl(name as 'a' | 'b')}/health/ready`)));
      bothReady = answers.every((res) => res.status === 200);
    }
    check(listenCut >= 2 && bothReady && alive(), `LISTEN connections cut (${listenCut}): both instances listen again and are ready`);

    const queueCut = await terminate("application_name = 'pgboss'");
    const mailed = `queue.${Date.now().toString(36)}@cluster.hairsalon`;
    const afterQueue = await call(site, 'POST', '/api/customer-book-appointment', {
      json: bookingBody(cutStylist, addSalonDays(today, 12), 'T4', mailed),
    });
    let delivered = false;
    for (let i = 0; i < 300 && !delivered; i++) {
      await sleep(100);
      delivered = smtp.messages.some((m) => JSON.stringify(m.to ?? '').includes(mailed));
    }
    check(
      queueCut > 0 && (afterQueue.body as { errCode?: number }).errCode === 0 && delivered && alive(),
      `job queue connections cut (${queueCut}): a booking made after it has its email delivered, both instances up`,
    );
    figures.push(['connections cut: idle · busy · LISTEN · job queue', `${idleCut} · ${busyCut} · ${listenCut} · ${queueCut}`]);
  }

  // 8. A rolling restart under load with no client-visible error (docs/decisions/024): each instance is SIGTERMed and
  // started again in turn while clients read and book through nginx, sending nothing twice.
  {
    const rollingStylists = await Promise.all(['Roll1', 'Roll2'].map((label) => stylistWithDays(label, [13, 14])));
    const rollingSlots = rollingStylists.flatMap((stylistId) =>
      [13, 14].flatMap((offset) =>
        ['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8'].map((timeType) => ({ stylistId, date: addSalonDays(today, offset), timeType })),
      ),
    );
    let rolling = true;
    let sent = 0;
    const failed: string[] = [];
    let nextSlot = 0;
    const reader = async () => {
      while (rolling) {
        sent++;
        const url = sent % 2 === 0 ? '/api/get-all-services' : '/trpc/service.list';
        try {
          const answer = await call(site, 'GET', url);
          if (answer.status !== 200) failed.push(`GET ${url}: ${answer.status}`);
        } catch (error) {
          failed.push(`GET ${url}: ${String(error)}`);
        }
      }
    };
    const booker = async (n: number) => {
      while (rolling) {
        const slot = rollingSlots[nextSlot++];
        if (!slot) {
          await sleep(50);
          continue;
        }
        sent++;
        try {
          const answer = await call(site, 'POST', '/api/customer-book-appointment', {
            json: bookingBody(
              slot.stylistId,
              slot.date,
              slot.timeType,
              `roll.${n}.${nextSlot}.${Date.now().toString(36)}@cluster.hairsalon`,
            ),
          });
          if (answer.status !== 200 || (answer.body as { errCode?: number }).errCode !== 0)
            failed.push(`booking: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
        } catch (error) {
          failed.push(`booking: ${String(error)}`);
        }
        await sleep(100);
      }
    };
    const load = Promise.all([reader(), reader(), reader(), booker(1), booker(2)]);
    const restartFrom = Date.now();
    for (const name of ['a', 'b'] as const) {
      await sleep(1500);
      log(`rolling restart: SIGTERM to instance ${name}`);
      instances[name].process.kill('SIGTERM');
      const code = await instances[name].exited;
      check(code === 0, `instance ${name} stopped cleanly in the rolling restart (exit code ${code})`);
      instances[name] = startInstance(name);
      await ready(instances[name]);
    }
    await sleep(1500);
    rolling = false;
    await load;
    check(
      failed.length === 0,
      `a rolling restart under load: ${sent} requests, ${failed.length} failed${failed.length ? ` (${failed.slice(0, 5).join('; ')})` : ''}`,
    );
    figures.push([
      'rolling restart: requests · failed · seconds',
      `${sent} · ${failed.length} · ${((Date.now() - restartFrom) / 1000).toFixed(1)}`,
    ]);
  }

  // 5. A bounded load of bookings and payments while a is SIGTERMed and b killed, each restarted.
  const loadDays = [5, 6, 7, 8, 9, 10];
  const loadStylists = await Promise.all(['Load1', 'Load2', 'Load3', 'Load4'].map((label) => stylistWithDays(label, loadDays)));
  const slots = loadStylists.flatMap((stylistId) =>
    loadDays.flatMap((offset) =>
      ['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8'].map((timeType) => ({ stylistId, date: addSalonDays(today, offset), timeType })),
    ),
  );
  const made = new Map<string, { bookingId: number; paymentId: number; verified: boolean }>();
  let retried = 0;
  let next = 0;
  let stop = false;

  /** A request a client sends again when it was cut off (a refused or reset connection, a 502/503 from nginx). */
  async function withRetry(send: () => Promise<Answer>): Promise<Answer> {
    for (let attempt = 0; ; attempt++) {
      try {
        const answer = await send();
        if (answer.status !== 502 && answer.status !== 503 && answer.status !== 504) return answer;
        if (attempt >= 20) return answer;
      } catch (error) {
        if (attempt >= 20) throw error;
      }
      retried++;
      await sleep(250);
    }
  }

  async function client(n: number) {
    while (!stop) {
      const slot = slots[next++];
      if (!slot) return;
      const key = randomUUID();
      const email = `load.${n}.${next}.${Date.now().toString(36)}@cluster.hairsalon`;
      const booked = await withRetry(() =>
        call(site, 'POST', '/api/customer-book-appointment', {
          json: bookingBody(slot.stylistId, slot.date, slot.timeType, email),
          headers: { 'idempotency-key': key },
        }),
      );
      const data = (booked.body as { errCode?: number; data?: { bookingId: number; paymentId: number; approvalUrl: string } }).data;
      if ((booked.body as { errCode?: number }).errCode !== 0 || !data) {
        failures.push(`a booking under load was refused: ${JSON.stringify(booked.body)}`);
        continue;
      }
      made.set(email, { bookingId: data.bookingId, paymentId: data.paymentId, verified: false });
      const orderId = orderIdFromApprovalUrl(data.approvalUrl);
      if (!orderId) continue;
      paypal.mock.approve(orderId);
      const verified = await withRetry(() =>
        call(site, 'POST', '/api/payment-and-verify-book-appointment', {
          form: `token=${orderId}&paymentId=${data.paymentId}&payerId=PAYER&stylistId=${slot.stylistId}`,
        }),
      );
      if ((verified.body as { errCode?: number }).errCode === 0) made.set(email, { ...data, verified: true });
      else failures.push(`a payment under load was not verified: ${JSON.stringify(verified.body)}`);
    }
  }

  const loadStarted = Date.now();
  const clients = Promise.all(Array.from({ length: 6 }, (_, n) => client(n)));
  await sleep(3000);
  log('SIGTERM to instance a');
  const termFrom = Date.now();
  instances.a.process.kill('SIGTERM');
  const termCode = await instances.a.exited;
  const termMs = Date.now() - termFrom;
  check(termCode === 0, `instance a stopped cleanly on SIGTERM (exit code ${termCode} after ${termMs} ms)`);
  figures.push(['SIGTERM to instance a: stopped after', `${termMs} ms`]);
  instances.a = startInstance('a');
  await ready(instances.a);
  await sleep(2000);
  log('kill -9 of instance b');
  instances.b.process.kill('SIGKILL');
  await instances.b.exited;
  instances.b = startInstance('b');
  await ready(instances.b);
  await sleep(2000);
  stop = true;
  await clients;
  const loadSeconds = (Date.now() - loadStarted) / 1000;

  // Every booking a client was told about is there, once; every payment verified is captured.
  const emails = [...made.keys()];
  const rows = await db.query<{ email: string; n: number; status_id: string; payment: string }>(
    `select b.email, count(*)::int as n, min(b.status_id) as status_id, min(p.status) as payment
       from bookings b left join payments p on p.booking_id = b.id
      where b.email = any($1) group by b.email`,
    [emails],
  );
  const byEmail = new Map(rows.rows.map((row) => [row.email, row]));
  const lost = emails.filter((email) => !byEmail.has(email));
  const doubled = rows.rows.filter((row) => row.n !== 1);
  const unpaid = [...made.entries()].filter(
    ([email, b]) => b.verified && (byEmail.get(email)?.status_id !== 'S2' || byEmail.get(email)?.payment !== 'captured'),
  );
  const verifiedCount = [...made.values()].filter((b) => b.verified).length;
  check(made.size > 0 && lost.length === 0, `no booking lost: ${made.size} made under load, ${lost.length} missing`);
  check(doubled.length === 0, `no booking made twice by a retried request (${doubled.length})`);
  check(
    unpaid.length === 0,
    `every verified payment is captured and its booking confirmed (${verifiedCount} verified, ${unpaid.length} not)`,
  );

  // Every email of those bookings goes out, once.
  const drainFrom = Date.now();
  let unsent = -1;
  while (Date.now() - drainFrom < 120_000) {
    unsent = (await db.query('select count(*)::int as n from emails where sent_at is null')).rows[0]?.n as number;
    if (unsent === 0) break;
    await sleep(500);
  }
  check(unsent === 0, `every stored email was sent (${unsent} unsent after ${Math.round((Date.now() - drainFrom) / 1000)} s)`);
  // Each stored email of the load reached the SMTP server: by its Message-ID, which is the stored row's. A delivery
  // cut by kill -9 after the SMTP server took it and before it was recorded goes again, as the same message.
  const stored = await db.query<{ id: number }>('select id from emails where "to" = any($1)', [emails]);
  const deliveries = new Map<number, number>();
  for (const mail of smtp.messages) {
    const id = Number(/^<email-(\d+)\./.exec(mail.messageId ?? '')?.[1]);
    if (Number.isInteger(id)) deliveries.set(id, (deliveries.get(id) ?? 0) + 1);
  }
  const neverDelivered = stored.rows.filter((row) => !deliveries.get(row.id)).length;
  const deliveredAgain = stored.rows.filter((row) => (deliveries.get(row.id) ?? 0) > 1).length;
  check(
    stored.rows.length >= made.size + verifiedCount && neverDelivered === 0,
    `each of the load's ${stored.rows.length} emails was delivered (${neverDelivered} never; ${deliveredAgain} twice, as the same message, after kill -9)`,
  );
  check(deliveredAgain <= 10, `at most the emails in flight at the kill went twice (${deliveredAgain})`);

  figures.push(['load: bookings made · paid · in seconds', `${made.size} · ${verifiedCount} · ${loadSeconds.toFixed(1)} s`]);
  figures.push(['requests retried by clients during SIGTERM and kill -9', String(retried)]);
  figures.push(['bookings lost · doubled · paid but not confirmed', `${lost.length} · ${doubled.length} · ${unpaid.length}`]);
  figures.push([
    'emails of the load stored · never delivered · delivered again',
    `${stored.rows.length} · ${neverDelivered} · ${deliveredAgain}`,
  ]);
} catch (error) {
  failures.push(`the run stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
} finally {
  await stopEverything();
}

process.stdout.write('\ncluster figures\n');
for (const [name, value] of figures) process.stdout.write(`  ${name.padEnd(58)} ${value}\n`);
process.stdout.write(`  ${'whole run'.padEnd(58)} ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
if (failures.length > 0) {
  process.stdout.write(`\ncluster: ${failures.length} failed (logs in ${work}):\n${failures.map((f) => `  - ${f}`).join('\n')}\n`);
  process.exit(1);
}
if (process.env.CLUSTER_KEEP_LOGS) process.stdout.write(`cluster: logs kept in ${work}\n`);
else rmSync(work, { recursive: true, force: true });
process.stdout.write('\ncluster: all passed\n');
process.exit(0);
