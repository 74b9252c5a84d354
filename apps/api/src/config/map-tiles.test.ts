import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.js';
import { DEFAULT_MAP_TILE_URL, tileImageSource } from './map-tiles.js';

describe('tileImageSource (the CSP img-src for MAP_TILE_URL)', () => {
  it('allows the host of an absolute template, with a wildcard for a subdomain placeholder', () => {
    expect(tileImageSource(DEFAULT_MAP_TILE_URL)).toBe('https://tile.openstreetmap.org');
    expect(tileImageSource('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://*.tile.openstreetmap.org');
    expect(tileImageSource('https://tiles-{s}.Maps.Example.com/v1/{z}/{x}/{y}{r}.png?key=abc')).toBe('https://*.maps.example.com');
    expect(tileImageSource('http://localhost:8080/{z}/{x}/{y}.png')).toBe('http://localhost:8080');
  });

  it("is 'self' for tiles served by this server", () => {
    expect(tileImageSource('/tiles/{z}/{x}/{y}.png')).toBe("'self'");
  });

  it('refuses templates the browser or the CSP cannot use', () => {
    for (const template of [
      'https://tile.example.org/tile.png', // no {z}/{x}/{y}
      'ftp://tile.example.org/{z}/{x}/{y}.png',
      '//tile.example.org/{z}/{x}/{y}.png',
      'tiles/{z}/{x}/{y}.png',
      'https://{s}/{z}/{x}/{y}.png', // nothing fixed to allow
      'https://user@tile.example.org/{z}/{x}/{y}.png',
      "https://tile.example.org;script-src 'unsafe-inline'/{z}/{x}/{y}.png",
    ]) {
      expect(tileImageSource(template), template).toBeNull();
    }
  });

  it('MAP_TILE_URL and MAP_TILE_ATTRIBUTION default to OpenStreetMap and are validated', () => {
    expect(loadEnv({})).toMatchObject({ MAP_TILE_URL: DEFAULT_MAP_TILE_URL, MAP_TILE_ATTRIBUTION: expect.stringContaining('OpenStreetMap') });
    expect(loadEnv({ MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' }).MAP_TILE_URL).toBe('/tiles/{z}/{x}/{y}.png');
    expect(() => loadEnv({ MAP_TILE_URL: 'https://tile.example.org/tile.png' })).toThrow(/MAP_TILE_URL/);
  });
});
