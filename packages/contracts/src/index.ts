export * from './common/constants.js';
export * from './common/envelope.js';
export * from './common/error-codes.js';
export * from './common/money.js';
export * from './common/pagination.js';
export * from './catalog/catalog.schemas.js';
export * from './system/health.schemas.js';
