import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll } from 'vitest';
import type { Container } from '../container.js';

type Transports = ('polling' | 'websocket')[];
/** What a client sends in the handshake's `auth`: its access token, and a language when it names one. */
export type SocketAuth = { token?: string; language?: string };

/** The payload of the socket's next `event`; rejects when none arrives within `timeoutMs`. */
export const nextEvent = <T>(socket: Socket, event: string, timeoutMs = 8_000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

/**
 * The test app listening on a free port with socket.io attached (for the file's lifetime, or the
 * describe block's when called inside one), and socket clients that are closed afterwards.
 */
export function useLiveServer(app: Express, container: Container) {
  let server: Server;
  let base = '';
  const sockets: Socket[] = [];
  beforeAll(async () => {
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await container.startRealtime(server);
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await container.stopRealtime();
  });
  /** A client connecting with this handshake (polling first, then WebSocket, as the web app does); not awaited. */
  const open = (auth: SocketAuth | string, transports: Transports = ['polling', 'websocket']): Socket => {
    const socket = connect(base, { path: '/socket.io', auth: typeof auth === 'string' ? { token: auth } : auth, transports, reconnection: false });
    sockets.push(socket);
    return socket;
  };
  return {
    open,
    /** A socket with this access token (or handshake), connected (rejects with the server's refusal). */
    async connected(auth: SocketAuth | string, transports?: Transports): Promise<Socket> {
      const socket = open(auth, transports);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      return socket;
    },
  };
}
