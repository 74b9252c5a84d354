import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

const apiDir = path.resolve(import.meta.dirname, '../..');

/** A port nothing listens on right now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

/**
 * The real server (src/server.ts, as `npm run serve` starts the built one) as a child process
 * on `databaseUrl`, for tests of what only a whole process shows: signals, a crash, a restart.
 * Resolves once its health check answers; killed when the file's tests end.
 */
export function useServerProcesses(databaseUrl: string, env: Record<string, string> = {}) {
  const children: ChildProcess[] = [];
  afterAll(() => children.forEach((child) => child.kill('SIGKILL')));
  return async function start(): Promise<{ child: ChildProcess; port: number; base: string }> {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        DATABASE_URL: databaseUrl,
        HOST: '127.0.0.1',
        PORT: String(port),
        // The test apps' key: tokens signed by a test app's container are accepted.
        JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
        SEED_DEMO_DATA: 'false',
        WEB_DIST_DIR: '/nonexistent',
        DATA_DIR: path.join(os.tmpdir(), `vizyt-server-${port}`),
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the server exited at start (${child.exitCode}):\n${output}`);
      if (await fetch(`http://127.0.0.1:${port}/api/v1/health`).then((r) => r.ok, () => false)) return { child, port, base: `http://127.0.0.1:${port}` };
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the server did not start within 60 s:\n${output}`);
  };
}
