import { API_BASE_PATH } from '../http/openapi.js';

/** A path below /api/v1 as requested from the app: `api('/bookings')`. */
export const api = (path: string) => `${API_BASE_PATH}${path}`;
