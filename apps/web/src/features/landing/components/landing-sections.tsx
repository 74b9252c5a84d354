import { CategoriesSection } from './categories-section';
import { FeaturedSpecialistsSection } from './featured-specialists-section';
import { ForSpecialistsSection } from './for-specialists-section';
import { HowItWorksSection } from './how-it-works-section';
import { SignUpCtaSection } from './sign-up-cta-section';
import { StatsSection } from './stats-section';

/** Everything of the landing page below the hero (its own chunk, see landing-page.tsx). */
export default function LandingSections() {
  return (
    <>
      <StatsSection />
      <CategoriesSection />
      <HowItWorksSection />
      <FeaturedSpecialistsSection />
      <ForSpecialistsSection />
      <SignUpCtaSection />
    </>
  );
}
