import type { Db } from '../../lib/db.js';
import { createAccountGate, type AccountGateOptions } from './account-gate.js';
import { createAccountsRepository } from './accounts.repository.js';

/** An account gate of a test's own on `db` (to set how long it remembers), built as container.ts builds it. */
export const accountGateOn = (db: Db, options?: AccountGateOptions) => createAccountGate(createAccountsRepository(db), options);
