import { useMediaQuery } from './use-media-query';

/** Spec section 4: mobile below 768 px, tablet 768 to under 1024 px, desktop from 1024 px. */
export const BREAKPOINTS = { tablet: 768, desktop: 1024 } as const;
export type Breakpoint = 'mobile' | 'tablet' | 'desktop';

export const breakpointForWidth = (width: number): Breakpoint =>
  width >= BREAKPOINTS.desktop ? 'desktop' : width >= BREAKPOINTS.tablet ? 'tablet' : 'mobile';

export const useBreakpoint = (): Breakpoint => {
  const isDesktop = useMediaQuery(`(min-width: ${BREAKPOINTS.desktop}px)`);
  const isTabletOrWider = useMediaQuery(`(min-width: ${BREAKPOINTS.tablet}px)`);
  return isDesktop ? 'desktop' : isTabletOrWider ? 'tablet' : 'mobile';
};
