// SKELETON — helper "bookings API" fills this in.
import type { RouteDefinition } from '../../http/route.js';
import type { BookingsService } from './bookings.service.js';

export const bookingsRoutes = (_bookings: BookingsService): RouteDefinition[] => [];
