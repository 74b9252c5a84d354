import { describe, expect, it } from 'vitest';
import { hostForUrl, loadEnv, privateFilesDir, uploadDir } from './env.js';

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', APP_URL: 'http://localhost:3000', EMBEDDED_PG_PORT: 54329, SEED_DEMO_DATA: 'auto', CORS_ORIGINS: ['http://localhost:5173'], TRUST_PROXY: false });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats empty strings as unset and splits CORS origins', () => {
    const env = loadEnv({ DATABASE_URL: '', CORS_ORIGINS: 'https://vizyt.ua, https://admin.vizyt.ua ,' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.CORS_ORIGINS).toEqual(['https://vizyt.ua', 'https://admin.vizyt.ua']);
  });

  it('stops with a message naming every bad variable', () => {
    expect(() => loadEnv({ PORT: 'eighty', SEED_DEMO_DATA: 'maybe', TRUST_PROXY: 'sure' })).toThrow(/PORT[\s\S]*SEED_DEMO_DATA[\s\S]*TRUST_PROXY|PORT[\s\S]*TRUST_PROXY/);
    expect(() => loadEnv({ APP_URL: 'not a url' })).toThrow(/APP_URL/);
  });

  it('binds 127.0.0.1 outside production and every interface in production, unless HOST is set', () => {
    expect(loadEnv({ NODE_ENV: 'development' }).HOST).toBe('127.0.0.1');
    expect(loadEnv({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(loadEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).HOST).toBe('0.0.0.0');
    expect(loadEnv({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
    expect(loadEnv({ HOST: '' }).HOST).toBe('127.0.0.1');
  });

  it('derives APP_URL from PORT and HOST unless it is set', () => {
    expect(loadEnv({ PORT: '3300' }).APP_URL).toBe('http://localhost:3300');
    expect(loadEnv({ PORT: '8080', HOST: '0.0.0.0' }).APP_URL).toBe('http://localhost:8080');
    expect(loadEnv({ PORT: '8080', HOST: '::' }).APP_URL).toBe('http://localhost:8080');
    expect(loadEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), PORT: '80' }).APP_URL).toBe('http://localhost:80');
    expect(loadEnv({ PORT: '3000', HOST: '192.168.1.20' }).APP_URL).toBe('http://192.168.1.20:3000');
    expect(loadEnv({ PORT: '3000', HOST: 'fd00::5' }).APP_URL).toBe('http://[fd00::5]:3000');
    expect(loadEnv({ PORT: '3300', APP_URL: 'https://vizyt.ua' }).APP_URL).toBe('https://vizyt.ua');
  });

  it('keeps private files beside the public uploads, never inside them', () => {
    const env = loadEnv({ DATA_DIR: '/srv/vizyt' });
    expect(uploadDir(env)).toBe('/srv/vizyt/uploads');
    expect(privateFilesDir(env)).toBe('/srv/vizyt/private');
    expect(privateFilesDir(loadEnv({ PRIVATE_FILES_DIR: '/secure/docs' }))).toBe('/secure/docs');
    expect(() => loadEnv({ UPLOAD_DIR: '/srv/files', PRIVATE_FILES_DIR: '/srv/files/private' })).toThrow(/PRIVATE_FILES_DIR/);
    expect(() => loadEnv({ UPLOAD_DIR: '/srv/files', PRIVATE_FILES_DIR: '/srv/files' })).toThrow(/PRIVATE_FILES_DIR/);
    expect(() => loadEnv({ DATA_DIR: '/srv/vizyt', UPLOAD_DIR: '/srv/vizyt' })).toThrow(/PRIVATE_FILES_DIR/);
    expect(() => loadEnv({ UPLOAD_DIR: '/srv/files', PRIVATE_FILES_DIR: '/srv/files-private' })).not.toThrow();
  });

  it('names wildcard and loopback addresses localhost in URLs', () => {
    for (const host of ['0.0.0.0', '::', '127.0.0.1', '::1']) expect(hostForUrl(host)).toBe('localhost');
    expect(hostForUrl('vizyt.example')).toBe('vizyt.example');
  });
});
