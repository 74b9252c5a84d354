import type { PaymentProviderName } from '@vizyt/contracts';
import type { SystemRepository } from './system.repository.js';

const DB_PING_TIMEOUT_MS = 2_000;

export function createSystemService(repo: SystemRepository, version: string, payments: PaymentProviderName, startedAt = Date.now()) {
  return {
    async health() {
      const database = await pingDatabase(repo);
      return {
        status: database === 'up' ? ('ok' as const) : ('degraded' as const),
        database,
        version,
        payments,
        uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
        time: new Date().toISOString(),
      };
    },
  };
}

async function pingDatabase(repo: SystemRepository): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      repo.ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('database ping timed out')), DB_PING_TIMEOUT_MS);
      }),
    ]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

export type SystemService = ReturnType<typeof createSystemService>;
