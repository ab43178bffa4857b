import { describe, expect, it } from 'vitest';
import { createLogger, redactQueryParams, redactUrl } from './logger.js';

describe('log redaction', () => {
  it('drops the parameters of a failed query', () => {
    const message =
      'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: a@b.co,$argon2id$v=19$m=65536,t=3,p=4$abc';
    expect(redactQueryParams(message)).toBe(
      'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: [redacted]',
    );
  });

  it('masks a reset token in a URL', () => {
    expect(redactUrl('/api/reset-password/L-b5-n0UsSecret?x=1')).toBe('/api/reset-password/[redacted]?x=1');
    expect(redactUrl('/reset-password/abc')).toBe('/reset-password/[redacted]');
  });

  it('writes neither into a log line', () => {
    const lines: string[] = [];
    const log = createLogger('info', { write: (chunk: string) => lines.push(chunk) });
    const error = new Error('Failed query: update users set password_hash = $1\nparams: $argon2id$v=19$secret');
    log.error({ err: error, req: { method: 'PUT', url: '/api/reset-password/tok3n', ip: '127.0.0.1' } }, 'request failed');
    const text = lines.join('');
    expect(text).toContain('request failed');
    expect(text).toContain('/api/reset-password/[redacted]');
    expect(text).not.toContain('$argon2id');
    expect(text).not.toContain('tok3n');
  });
});
