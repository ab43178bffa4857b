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
