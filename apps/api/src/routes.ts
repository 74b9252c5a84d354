import type { Db } from './lib/db.js';
import type { RouteDefinition } from './http/route.js';
import { createCatalogRepository } from './modules/catalog/catalog.repository.js';
import { catalogRoutes } from './modules/catalog/catalog.router.js';
import { createCatalogService } from './modules/catalog/catalog.service.js';
import { systemRoutes } from './modules/system/system.router.js';
import { createSystemService } from './modules/system/system.service.js';

export interface RouteDeps {
  db: Db;
  version: string;
}

/**
 * Every endpoint under /api/v1, wired to its module's service. The same list is mounted by
 * app.ts and documented in the OpenAPI document.
 */
export function apiRoutes({ db, version }: RouteDeps): RouteDefinition[] {
  const system = createSystemService(db, version);
  const catalog = createCatalogService(createCatalogRepository(db));
  return [...systemRoutes(system), ...catalogRoutes(catalog)];
}
