import http from 'node:http';
import { io as connect } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/db.js';
import { useServerProcesses } from '../test/server-process.js';

/**
 * Issue #28, item 2: a graceful stop. The real server (src/server.ts, as `npm run serve` starts
 * the built one) on a test database receives SIGTERM while a request is still arriving: that
 * request is answered, new connections are refused, the socket hears `server:restarting` and is
 * closed, and the process exits 0.
 */
const { url } = await useTestDatabase();
const startServer = useServerProcesses(url, { AUTH_REQUIRE_EMAIL_VERIFICATION: 'false', SHUTDOWN_GRACE_MS: '5000' });

describe('SIGTERM', () => {
  it('finishes the request in flight, refuses new connections, tells sockets to reconnect, and exits 0', { timeout: 90_000 }, async () => {
    const { child: server, base, port } = await startServer();
    const registered = await fetch(`${base}/api/v1/auth-enhanced/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstName: 'Олена', lastName: 'Тестова', email: `graceful-${port}@example.com`, password: 'Graceful2026!', confirmPassword: 'Graceful2026!', userType: 'CUSTOMER', agreeToTerms: true }),
    });
    expect(registered.status).toBe(201);
    const { accessToken } = ((await registered.json()) as { data: { tokens: { accessToken: string } } }).data.tokens;

    const socket = connect(base, { path: '/socket.io', auth: { token: accessToken }, transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const hint = new Promise<void>((resolve) => socket.once('server:restarting', () => resolve()));
    const closed = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

    // A request whose body is still arriving when the stop begins.
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'Wrong-password-1' });
    const answered = new Promise<number>((resolve, reject) => {
      const req = http.request(`${base}/api/v1/auth-enhanced/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => req.end(body.slice(10)), 600);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');

    await hint;
    await new Promise((resolve) => setTimeout(resolve, 100));
    // No new connections once stopping.
    await expect(fetch(`${base}/api/v1/health`)).rejects.toThrow();
    // The request in flight gets its real answer.
    expect(await answered).toBe(401);
    expect(await closed).toBe('transport close');
    expect(await exited).toBe(0);
  });
});
