import { CategoriesSection } from '../components/categories-section';
import { FeaturedSpecialistsSection } from '../components/featured-specialists-section';
import { ForSpecialistsSection } from '../components/for-specialists-section';
import { HeroSection } from '../components/hero-section';
import { HowItWorksSection } from '../components/how-it-works-section';
import { SignUpCtaSection } from '../components/sign-up-cta-section';
import { StatsSection } from '../components/stats-section';

/** Guest landing page (spec section 1). */
export function LandingPage() {
  return (
    <div className="bg-white dark:bg-slate-950">
      <HeroSection />
      <StatsSection />
      <CategoriesSection />
      <HowItWorksSection />
      <FeaturedSpecialistsSection />
      <ForSpecialistsSection />
      <SignUpCtaSection />
    </div>
  );
}
