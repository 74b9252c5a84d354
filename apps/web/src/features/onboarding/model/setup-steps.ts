/**
 * The specialist's first-run setup: business profile → first service → working hours. The
 * current step is never stored; it is derived from what the server already has, so the flow
 * resumes wherever the specialist left it (another device, a reload, a skipped step).
 */
import type { WorkingHours } from '@vizyt/contracts';

export const SETUP_STEPS = ['profile', 'service', 'hours'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** What the server says about the specialist. */
export interface SetupFacts {
  hasProfile: boolean;
  /** At least one service, active or not. */
  hasService: boolean;
  /** At least one working interval on some weekday. */
  hasWorkingHours: boolean;
}

export interface SetupProgress {
  /** Which steps are done. Services and hours hang off the profile, so neither counts without it. */
  done: Record<SetupStep, boolean>;
  /** The first step not done, in order; null once everything is. */
  current: SetupStep | null;
  doneCount: number;
  total: number;
  complete: boolean;
}

export const setupProgress = ({ hasProfile, hasService, hasWorkingHours }: SetupFacts): SetupProgress => {
  const done: Record<SetupStep, boolean> = {
    profile: hasProfile,
    service: hasProfile && hasService,
    hours: hasProfile && hasWorkingHours,
  };
  const current = SETUP_STEPS.find((step) => !done[step]) ?? null;
  const doneCount = SETUP_STEPS.filter((step) => done[step]).length;
  return { done, current, doneCount, total: SETUP_STEPS.length, complete: current === null };
};

/** 1-based number of a step, for "Step 2 of 3". */
export const stepNumber = (step: SetupStep): number => SETUP_STEPS.indexOf(step) + 1;

/** Whether the week has any working interval ("a missing day is a day off"). */
export const hasAnyWorkingHours = (workingHours: WorkingHours | null | undefined): boolean =>
  Object.values(workingHours ?? {}).some((intervals) => (intervals?.length ?? 0) > 0);
