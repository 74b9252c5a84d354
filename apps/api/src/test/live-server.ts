import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll } from 'vitest';
import type { Container } from '../container.js';

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
  return {
    /** A socket with this access token, connected (rejects with the server's refusal). */
    async connected(token: string, transports: ('polling' | 'websocket')[] = ['polling', 'websocket']): Promise<Socket> {
      const socket = connect(base, { path: '/socket.io', auth: { token }, transports, reconnection: false });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      return socket;
    },
  };
}
