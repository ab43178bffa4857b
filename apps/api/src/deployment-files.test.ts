import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SHUTDOWN_LIMIT_MS } from './app.js';
import { JOB_STOP_TIMEOUT_MS } from './jobs/pg-boss-queue.js';

// Docker cannot run on this machine, so the image and compose files are checked by shape here, and what the image
// runs is run by the cluster test (scripts/cluster-test.ts) from the same runtime files (docker/runtime-files.sh).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  restart?: string;
  stop_grace_period?: string;
  ports?: string[];
  expose?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, unknown> | string[];
  healthcheck?: unknown;
}

const compose = parse(read('docker/compose.yml')) as { services: Record<string, ComposeService> };
const seconds = (duration: string | undefined) => {
  const match = /^(\d+)(s|m)$/.exec(duration ?? '');
  return match ? Number(match[1]) * (match[2] === 'm' ? 60 : 1) : 0;
};

describe('docker/compose.yml', () => {
  const { api, nginx, db } = compose.services;

  it('scales the api (`--scale api=3`): no fixed host port, only nginx publishes one', () => {
    expect(api?.ports).toBeUndefined();
    expect(api?.expose).toEqual(['3000']);
    expect(nginx?.ports).toHaveLength(1);
    expect(nginx?.ports?.[0]).toMatch(/:80$/);
    expect(db?.ports).toBeUndefined();
  });

  it('restarts every service and gives the api more time to stop than its own shutdown, which outlasts the job workers', () => {
    for (const service of Object.values(compose.services)) expect(service.restart).toBe('unless-stopped');
    expect(seconds(api?.stop_grace_period) * 1000).toBeGreaterThan(SHUTDOWN_LIMIT_MS);
    // Closing the server and the pools gets what the job workers leave: at least 10 s of it.
    expect(SHUTDOWN_LIMIT_MS - JOB_STOP_TIMEOUT_MS).toBeGreaterThanOrEqual(10_000);
  });

  it('runs the api from the image build, on PostgreSQL, trusting the one proxy in front', () => {
    expect(api?.build).toEqual({ context: '..', dockerfile: 'docker/Dockerfile' });
    expect(api?.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.+@db:5432\/hairsalon$/);
    expect(api?.environment?.TRUST_PROXY).toBe('1');
    expect(api?.environment?.JWT_SECRET).toContain('?');
    expect(api?.depends_on).toMatchObject({ db: { condition: 'service_healthy' } });
  });

  it('puts nginx in front of every instance with the proxy settings the cluster test uses', () => {
    expect(nginx?.volumes).toEqual([
      './nginx/hairsalon.conf:/etc/nginx/conf.d/default.conf:ro',
      './nginx/proxy.conf:/etc/nginx/hairsalon-proxy.conf:ro',
      './nginx/trpc.conf:/etc/nginx/hairsalon-trpc.conf:ro',
    ]);
    const site = read('docker/nginx/hairsalon.conf');
    expect(site).toMatch(/server api:3000 resolve;/);
    expect(site).toMatch(/resolver 127\.0\.0\.11/);
    expect(site).toContain('include /etc/nginx/hairsalon-proxy.conf;');
    // tRPC's subscriptions are streams of server-sent events: passed on as written, never buffered or compressed.
    expect(site).toMatch(/location \/trpc\/ \{[^}]*include \/etc\/nginx\/hairsalon-trpc\.conf;[^}]*\}/);
    const trpc = read('docker/nginx/trpc.conf');
    for (const line of ['proxy_buffering off;', 'proxy_cache off;', 'gzip off;']) expect(trpc).toMatch(new RegExp(`^${line}$`, 'm'));
    const proxy = read('docker/nginx/proxy.conf');
    // The app's pings (every 10 s) keep a quiet stream inside the read timeout; the app's X-Accel-Buffering is obeyed.
    expect(Number(/^proxy_read_timeout (\d+)s;$/m.exec(proxy)?.[1])).toBeGreaterThan(10);
    expect(proxy).not.toMatch(/proxy_ignore_headers[^;]*X-Accel-Buffering/);
    expect(proxy).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(proxy).toContain('proxy_set_header X-Request-Id $request_id;');
    // A POST that may have reached an instance is never sent again by nginx (the client retries with its key); a read
    // that met a lost database (503) or a stuck instance (504) goes to the next one (docs/decisions/024).
    expect(proxy).toMatch(/^proxy_next_upstream error timeout http_502 http_503 http_504;$/m);
    expect(proxy).not.toMatch(/^proxy_next_upstream[^;]*non_idempotent/m);
    // Idle connections to an instance close before a stopping instance stops taking them (SHUTDOWN_DRAIN_SECONDS: 5).
    expect(Number(/^\s*keepalive_timeout (\d+)s;$/m.exec(site)?.[1])).toBeLessThan(5);
  });
});

describe('docker/Dockerfile', () => {
  const dockerfile = read('docker/Dockerfile');
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const last = stages.at(-1) ?? '';

  it('builds with the scripts CI runs, and ships only the runtime files', () => {
    expect(dockerfile).toContain('RUN sh docker/build.sh');
    expect(dockerfile).toContain('RUN sh docker/runtime-files.sh /app /runtime');
    expect(last).toContain('COPY --from=runtime-files /runtime /app');
    expect(last).not.toMatch(/^COPY \. /m);
    expect(last).not.toContain('pnpm');
  });

  it('runs as an unprivileged user, in production, with a readiness HEALTHCHECK', () => {
    expect(last).toMatch(/^USER node$/m);
    expect(last).toMatch(/NODE_ENV=production/);
    expect(last).toMatch(/HEALTHCHECK[\s\S]*\/health\/ready/);
    expect(last).toMatch(/CMD \["node", .*"apps\/api\/dist\/main\.js"\]/);
  });

  it('takes no secret, local data or installed files from the build context (.dockerignore)', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
    for (const entry of ['.git', '.env', '**/.env', '**/.data', '**/node_modules', '**/dist']) expect(ignored).toContain(entry);
  });
});
