// SKELETON — helper "scheduling API" fills this in.
import type { RouteDefinition } from '../../http/route.js';
import type { SchedulingService } from './scheduling.service.js';

export const schedulingRoutes = (_scheduling: SchedulingService): RouteDefinition[] => [];
