import type { GetStartedFrom } from '@/config/paths';

const ORIGINS: readonly GetStartedFrom[] = ['services', 'schedule'];

/** The `from` query of /specialist/get-started, when it is one the flow knows. */
export const getStartedFrom = (value: string | null): GetStartedFrom | null =>
  ORIGINS.includes(value as GetStartedFrom) ? (value as GetStartedFrom) : null;
