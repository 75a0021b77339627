import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const PRODUCTION = {
  APP_ENV: 'production',
  SESSION_SECRET: 's'.repeat(40),
  PUBLIC_URL: 'https://dawa.example/',
  PAYMENT_GATEWAY_URL: 'https://pay.example',
  GATEWAY_API_KEY: 'k'.repeat(20),
  GATEWAY_RESPONSE_KEY: 'r'.repeat(20),
  GATEWAY_WEBHOOK_PASSWORD: 'w'.repeat(20),
  SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'msg91-key',
  MSG91_OTP_TEMPLATE_ID: 'template',
};

const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('loadConfig', () => {
  it('starts a development store with no variables at all', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.production).toBe(false);
    expect(config.sms.kind).toBe('outbox');
    expect(config.payments.sandbox).toBe(true);
    expect(config.payments.publicUrl).toBe('http://localhost:3000');
  });

  it("reads the consultation room's STUN/TURN servers as a JSON list, none by default", () => {
    expect(loadConfig({}).iceServers).toEqual([]);
    const turn = [{ urls: ['turn:turn.dawa.example:3478'], username: 'dawa', credential: 'secret' }];
    expect(loadConfig({ ICE_SERVERS: JSON.stringify(turn) }).iceServers).toEqual(turn);
    expect(refusal({ ICE_SERVERS: 'stun:stun.example' })).toContain('ICE_SERVERS: must be a JSON list');
    expect(refusal({ ICE_SERVERS: '[{"url":"x"}]' })).toContain('ICE_SERVERS');
  });

  it('names each bad variable and what it got', () => {
    const message = refusal({ PORT: 'abc', OPS_TOKEN: 'short', DEFAULT_PINCODE: '12345', LOG_LEVEL: 'loud', OTP_DIGITS: '12' });
    expect(message).toContain('PORT: must be a whole number (a TCP port) (got "abc")');
    expect(message).toContain('OPS_TOKEN: must be at least 24 characters');
    expect(message).toContain('DEFAULT_PINCODE: must be a six-digit Indian pincode');
    expect(message).toContain('LOG_LEVEL');
    expect(message).toContain('OTP_DIGITS: must be from 4 to 8');
    expect(refusal({ PORT: '70000' })).toContain('PORT: must be from 1 to 65535');
    expect(refusal({ DATABASE_URL: 'mysql://x' })).toContain('DATABASE_URL: must be a postgres:// connection string');
    expect(refusal({ PUBLIC_URL: 'dawa.example' })).toContain('PUBLIC_URL');
  });

  it('production refuses development shortcuts, naming every one', () => {
    const message = refusal({ APP_ENV: 'production' });
    for (const name of [
      'SESSION_SECRET',
      'PUBLIC_URL',
      'PAYMENT_GATEWAY_URL',
      'GATEWAY_API_KEY',
      'GATEWAY_RESPONSE_KEY',
      'GATEWAY_WEBHOOK_PASSWORD',
      'SMS_PROVIDER',
    ]) {
      expect(message).toContain(`${name}:`);
    }
    expect(refusal({ ...PRODUCTION, GATEWAY_API_KEY: 'sandbox_api_key_not_secret' })).toContain('GATEWAY_API_KEY');
    expect(refusal({ ...PRODUCTION, MSG91_AUTH_KEY: '' })).toContain('MSG91_AUTH_KEY: must be set when SMS_PROVIDER is msg91');
  });

  it('a documented production configuration starts', () => {
    const config = loadConfig(PRODUCTION);
    expect(config.production).toBe(true);
    expect(config.payments.sandbox).toBe(false);
    expect(config.payments.publicUrl).toBe('https://dawa.example');
    expect(config.sms).toEqual({ kind: 'msg91', authKey: 'msg91-key', templateId: 'template', baseUrl: 'https://control.msg91.com' });
    expect(config.auth).toMatchObject({ production: true, otpDigits: 6, sessionSecret: 's'.repeat(40) });
  });

  it('saves memory at a cost in speed only when OPTIMIZE_FOR_SIZE is true', () => {
    expect(loadConfig({}).optimizeForSize).toBe(false);
    expect(loadConfig({ OPTIMIZE_FOR_SIZE: 'true' }).optimizeForSize).toBe(true);
    expect(loadConfig({ OPTIMIZE_FOR_SIZE: '1' }).optimizeForSize).toBe(true);
    expect(loadConfig({ OPTIMIZE_FOR_SIZE: 'false' }).optimizeForSize).toBe(false);
    expect(refusal({ OPTIMIZE_FOR_SIZE: 'small' })).toContain('OPTIMIZE_FOR_SIZE: must be true or false');
  });

  it('serves the API documentation in development and only on request in production', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(loadConfig(PRODUCTION).apiDocs).toBe(false);
    expect(loadConfig({ ...PRODUCTION, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(refusal({ API_DOCS: 'yes' })).toContain('API_DOCS: must be true or false');
  });

  it('runs one worker per core (up to 4) on PostgreSQL by default, WEB_CONCURRENCY of them when set', () => {
    const pg = { DATABASE_URL: 'postgres://db.example/dawa' };
    expect(loadConfig(pg, 4).workers).toBe(4);
    expect(loadConfig(pg, 1).workers).toBe(1);
    expect(loadConfig(pg, 32).workers).toBe(4); // a big machine's cores would exhaust PostgreSQL's connections
    expect(loadConfig({ ...pg, WEB_CONCURRENCY: '8' }, 2).workers).toBe(8);
    expect(loadConfig({ ...pg, WEB_CONCURRENCY: 'auto' }, 2).workers).toBe(2);
    expect(loadConfig({ ...pg, WEB_CONCURRENCY: '3' }, 2).workers).toBe(3);
    expect(loadConfig({ ...pg, WEB_CONCURRENCY: ' 1 ' }, 8).workers).toBe(1);
    expect(refusal({ ...pg, WEB_CONCURRENCY: '0' })).toContain('WEB_CONCURRENCY: must be from 1 to 64');
    expect(refusal({ ...pg, WEB_CONCURRENCY: 'many' })).toContain('WEB_CONCURRENCY: must be a whole number of worker processes or auto');
  });

  it('runs the embedded database in one process and refuses to be asked for more', () => {
    expect(loadConfig({}, 8).workers).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: 'auto' }, 8).workers).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '1' }, 8).workers).toBe(1);
    expect(refusal({ WEB_CONCURRENCY: '2' })).toContain('WEB_CONCURRENCY: the embedded database runs in one process');
  });
});
