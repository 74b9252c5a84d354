import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.js';

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', EMBEDDED_PG_PORT: 54329, SEED_DEMO_DATA: 'auto', CORS_ORIGINS: ['http://localhost:5173'], TRUST_PROXY: false });
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
});
