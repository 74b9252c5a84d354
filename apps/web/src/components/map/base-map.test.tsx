import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { okReply, serveApi } from '@/test/mock-api';
import { renderAt } from '@/test/test-utils';
import { BaseMap, TILE_FAILURES_BEFORE_STOP } from './base-map';

const config = {
  googleClientId: null,
  telegramBotUsername: null,
  requireEmailVerification: true,
  devOutbox: false,
  map: { tileUrl: 'https://tiles.example.net/{z}/{x}/{y}.png', tileAttribution: '© Example Maps' },
};

// jsdom lays nothing out: give the map a size, or Leaflet asks for no tiles at all.
const sizes = ['clientWidth', 'clientHeight'] as const;
const originals = sizes.map((key) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, key));
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 512 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 512 });
});
afterAll(() => {
  sizes.forEach((key, index) => Object.defineProperty(HTMLElement.prototype, key, originals[index] ?? { configurable: true, value: 0 }));
});

const tiles = () => [...document.querySelectorAll<HTMLImageElement>('img.leaflet-tile')];

describe('BaseMap', () => {
  it('takes its tiles and credit line from GET /config', async () => {
    await i18n.changeLanguage('en');
    serveApi((request) => (request.url === '/config' ? okReply(config) : okReply({})));
    renderAt(<BaseMap center={[50.45, 30.52]} zoom={10} label="Test map" />);
    await waitFor(() => expect(tiles().length).toBeGreaterThan(0));
    expect(tiles()[0]!.src).toMatch(/^https:\/\/tiles\.example\.net\/10\/\d+\/\d+\.png$/);
    expect(screen.getByRole('region', { name: 'Test map' })).toHaveTextContent('© Example Maps');
  });

  it('when tiles fail: one translated notice with the fallback, and no more tile requests after a few failures', async () => {
    await i18n.changeLanguage('uk');
    serveApi((request) => (request.url === '/config' ? okReply(config) : okReply({})));
    renderAt(<BaseMap center={[50.45, 30.52]} zoom={10} label="Мапа" fallback={<button type="button">Списком</button>} />);
    await waitFor(() => expect(tiles().length).toBeGreaterThan(TILE_FAILURES_BEFORE_STOP));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => {
      fireEvent.error(tiles()[0]!);
    });
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Не вдалося завантажити зображення мапи');
    expect(notice).toContainElement(screen.getByRole('button', { name: 'Списком' }));

    act(() => {
      for (const tile of tiles().slice(0, TILE_FAILURES_BEFORE_STOP)) fireEvent.error(tile);
    });
    // The layer is gone: no tile images left, none asked for again, and still a single notice.
    await waitFor(() => expect(tiles()).toHaveLength(0));
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('a stray failure after tiles have loaded is not an outage', async () => {
    await i18n.changeLanguage('en');
    serveApi((request) => (request.url === '/config' ? okReply(config) : okReply({})));
    renderAt(<BaseMap center={[50.45, 30.52]} zoom={10} label="Test map" />);
    await waitFor(() => expect(tiles().length).toBeGreaterThan(TILE_FAILURES_BEFORE_STOP));
    act(() => {
      fireEvent.load(tiles()[0]!);
      for (const tile of tiles().slice(1, 2 + TILE_FAILURES_BEFORE_STOP)) fireEvent.error(tile);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(tiles().length).toBeGreaterThan(0);
  });
});
