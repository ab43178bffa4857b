import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const secret = { JWT_SECRET: 'x'.repeat(32) };

describe('loadConfig', () => {
  it('reads an empty variable as unset, as docker compose passes optional settings', () => {
    const config = loadConfig({ ...secret, SMTP_URL: '', PAYPAL_CLIENT_ID: '', PAYPAL_CLIENT_SECRET: '', PAYPAL_API_BASE: '', PORT: '' });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.paypal).toBeUndefined();
    expect(config.port).toBe(3000);
  });

  it('names a bad variable', () => {
    expect(() => loadConfig({ ...secret, SMTP_URL: 'mail.example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...secret, SMTP_URL: 'mail.example.com' })).toThrow(/SMTP_URL/);
  });
});

describe('REFRESH_REUSE_WINDOW_SECONDS', () => {
  it('is 30 seconds by default, and takes whole seconds from 0 (no window) to 300', () => {
    expect(loadConfig(secret).refreshReuseWindowSeconds).toBe(30);
    expect(loadConfig({ ...secret, REFRESH_REUSE_WINDOW_SECONDS: '0' }).refreshReuseWindowSeconds).toBe(0);
    expect(loadConfig({ ...secret, REFRESH_REUSE_WINDOW_SECONDS: '120' }).refreshReuseWindowSeconds).toBe(120);
  });

  it.each(['-1', '1.5', 'soon', '301'])('names %s as a bad value', (value) => {
    expect(() => loadConfig({ ...secret, REFRESH_REUSE_WINDOW_SECONDS: value })).toThrow(/REFRESH_REUSE_WINDOW_SECONDS/);
  });
});

describe('S3_*', () => {
  const s3 = {
    S3_BUCKET: 'salon-images',
    S3_REGION: 'eu-west-1',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'secret-key',
  };

  it('keeps images in the database when none is set (an empty variable is unset)', () => {
    expect(loadConfig(secret).s3).toBeUndefined();
    expect(loadConfig({ ...secret, S3_BUCKET: '', S3_REGION: '', S3_ENDPOINT: '' }).s3).toBeUndefined();
  });

  it('takes the bucket, region and keys, with an optional endpoint and path style', () => {
    expect(loadConfig({ ...secret, ...s3 }).s3).toEqual({
      bucket: 'salon-images',
      region: 'eu-west-1',
      endpoint: undefined,
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-key',
      forcePathStyle: false,
    });
    expect(loadConfig({ ...secret, ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_FORCE_PATH_STYLE: '1' }).s3).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    });
  });

  it.each(['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)(
    'refuses the others without %s, naming it',
    (left) => {
      const { [left]: _omitted, ...rest } = s3;
      expect(() => loadConfig({ ...secret, ...rest })).toThrow(ConfigError);
      expect(() => loadConfig({ ...secret, ...rest })).toThrow(new RegExp(`S3_\\*: set all of .*missing: ${left}`));
    },
  );

  it('refuses an endpoint or path style with no bucket, and bad values by name', () => {
    expect(() => loadConfig({ ...secret, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_\*: set all of/);
    expect(() => loadConfig({ ...secret, S3_FORCE_PATH_STYLE: 'true' })).toThrow(/S3_\*: set all of/);
    expect(() => loadConfig({ ...secret, ...s3, S3_BUCKET: 'Salon_Images' })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => loadConfig({ ...secret, ...s3, S3_ENDPOINT: 's3.example.com' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...secret, ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});

describe('production on the embedded database', () => {
  const production = { ...secret, NODE_ENV: 'production' };

  it('is refused without DATABASE_URL, saying why and how to run on it anyway', () => {
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(
      /DATABASE_URL: required in production.*EMBEDDED_DATABASE_IN_PRODUCTION=i-accept-losing-recent-writes/s,
    );
  });

  it('starts with a PostgreSQL URL, or with the override named exactly', () => {
    expect(loadConfig({ ...production, DATABASE_URL: 'postgres://db/salon' }).databaseUrl).toBe('postgres://db/salon');
    expect(loadConfig({ ...production, EMBEDDED_DATABASE_IN_PRODUCTION: 'i-accept-losing-recent-writes' }).databaseUrl).toBeUndefined();
    expect(() => loadConfig({ ...production, EMBEDDED_DATABASE_IN_PRODUCTION: 'yes' })).toThrow(/EMBEDDED_DATABASE_IN_PRODUCTION/);
  });

  it('is allowed outside production', () => {
    expect(loadConfig(secret).databaseUrl).toBeUndefined();
  });
});

describe('/metrics', () => {
  const production = { ...secret, NODE_ENV: 'production', DATABASE_URL: 'postgres://db/salon' };

  it('is off in production unless METRICS_TOKEN is set, and open elsewhere', () => {
    expect(loadConfig(production).metricsServed).toBe(false);
    expect(loadConfig({ ...production, METRICS_TOKEN: 't'.repeat(16) }).metricsServed).toBe(true);
    expect(loadConfig(secret).metricsServed).toBe(true);
  });
});

describe('database timeouts and draining', () => {
  it('default to 5 s to connect, 15 s a statement, twice that idle in a transaction, 5 s more for an answer', () => {
    expect(loadConfig(secret).databaseLimits).toEqual({
      connectTimeoutMs: 5_000,
      statementTimeoutMs: 15_000,
      idleInTransactionTimeoutMs: 30_000,
      queryTimeoutMs: 20_000,
    });
    expect(loadConfig({ ...secret, DATABASE_STATEMENT_TIMEOUT_MS: '2000' }).databaseLimits.queryTimeoutMs).toBe(7_000);
    expect(() => loadConfig({ ...secret, DATABASE_CONNECT_TIMEOUT_MS: '0' })).toThrow(/DATABASE_CONNECT_TIMEOUT_MS/);
  });

  it('drain 5 s in production before closing, none elsewhere, or as SHUTDOWN_DRAIN_SECONDS says', () => {
    expect(loadConfig({ ...secret, NODE_ENV: 'production', DATABASE_URL: 'postgres://db/salon' }).shutdownDrainMs).toBe(5_000);
    expect(loadConfig(secret).shutdownDrainMs).toBe(0);
    expect(loadConfig({ ...secret, SHUTDOWN_DRAIN_SECONDS: '2' }).shutdownDrainMs).toBe(2_000);
  });
});
