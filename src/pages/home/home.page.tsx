import { useTranslation } from 'react-i18next';
import { PACKAGES } from '@contract/catalogue';
import { useScrollToHash } from '@src/app/use-scroll-to-hash';
import { PageHead } from '@src/components/page-head/page-head';
import { ComputerRepairSection } from '@src/features/home/computer-repair.section';
import { ContactSection } from '@src/features/home/contact.section';
import { CustomerPortalSection } from '@src/features/home/customer-portal.section';
import { HealthCheckSection } from '@src/features/home/health-check.section';
import { HeroSection } from '@src/features/home/hero.section';
import { PortfolioSection } from '@src/features/home/portfolio.section';
import { PricingSection } from '@src/features/home/pricing.section';
import { ProcessSection } from '@src/features/home/process.section';
import { RepairBannerSection } from '@src/features/home/repair-banner.section';
import { ReviewsSection } from '@src/features/home/reviews.section';
import { DeferredShowcase } from '@src/features/home/showcase/deferred-showcase';
import { StatsSection } from '@src/features/home/stats.section';
import { TestimonialsSection } from '@src/features/home/testimonials.section';
import '@src/features/home/home.css';

/**
 * `/`: the sections of spec part 2 §2 in order (the footer, the 14th, is the layout's, on every
 * page). Sections that read data and the health check load after the first paint (`deferred`).
 * Its structured data is the server renderer's (home-structured-data.ts).
 */
export default function HomePage() {
  const { t } = useTranslation();
  useScrollToHash();
  const hours = PACKAGES.startup.deliveryHours;
  return (
    <>
      <PageHead
        title={t('pages.home.title', { hours })}
        description={t('pages.home.description', { hours })}
      />
      <HeroSection />
      <StatsSection />
      <PricingSection />
      <RepairBannerSection />
      <HealthCheckSection />
      <PortfolioSection />
      <DeferredShowcase />
      <ComputerRepairSection />
      <ReviewsSection />
      <TestimonialsSection />
      <ProcessSection />
      <CustomerPortalSection />
      <ContactSection />
    </>
  );
}
