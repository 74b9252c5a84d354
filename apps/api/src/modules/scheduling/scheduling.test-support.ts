import type { Db } from '../../lib/db.js';
import { createSchedulingRepository } from './scheduling.repository.js';
import { createSchedulingService } from './scheduling.service.js';

/** A scheduling service of a test's own on `db`, built as container.ts builds it. */
export const schedulingServiceOn = (db: Db) => createSchedulingService(createSchedulingRepository(db));
