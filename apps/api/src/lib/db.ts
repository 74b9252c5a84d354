import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient, type Prisma } from '../generated/prisma/client.js';

export type Db = PrismaClient;
/** What repositories accept: the client, or the client of a running transaction. */
export type DbOrTx = PrismaClient | Prisma.TransactionClient;

/** The one Prisma client of a process (tests make one per test database). */
export function createDb(databaseUrl: string): Db {
  const adapter = new PrismaPg({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5_000 });
  return new PrismaClient({ adapter });
}
