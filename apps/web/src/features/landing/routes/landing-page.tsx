import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { HeroSection } from '../components/hero-section';

const LandingSections = lazy(() => import('../components/landing-sections'));

/**
 * Guest landing page (spec section 1). The hero is what the first screen shows, so it alone is
 * in the page's chunk and renders first; the sections below it arrive in their own chunk and
 * render in a second, interruptible render (a transition), so the first paint comes sooner and
 * no single long task blocks input. They appear below the hero (the main area is a screen
 * tall, see MainLayout), so nothing visible moves when they do.
 */
export function LandingPage() {
  const [showSections, setShowSections] = useState(false);
  useEffect(() => startTransition(() => setShowSections(true)), []);
  return (
    <div className="bg-white dark:bg-slate-950">
      <HeroSection />
      {showSections && (
        <Suspense fallback={null}>
          <LandingSections />
        </Suspense>
      )}
    </div>
  );
}
