import { describe, expect, it } from 'vitest';
import { CATALOG_ENDPOINTS } from '../api/catalog-api';
import { serviceIdOrThrow } from './service-id';

describe('service id', () => {
  it('is required to address a service or its status (spec section 5)', () => {
    expect(() => serviceIdOrThrow('')).toThrow('Service ID is required');
    expect(() => serviceIdOrThrow('  ')).toThrow('Service ID is required');
    expect(() => CATALOG_ENDPOINTS.serviceStatus('')).toThrow('Service ID is required');
    expect(CATALOG_ENDPOINTS.serviceStatus('svc 1')).toBe('/specialists/services/svc%201/status');
  });
});
