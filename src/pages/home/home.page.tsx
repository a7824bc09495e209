import { useTranslation } from 'react-i18next';
import { PACKAGES } from '../../../contract/catalogue';
import { useScrollToHash } from '../../app/use-scroll-to-hash';
import { PageHead } from '../../components/page-head/page-head';
import { ComputerRepairSection } from '../../features/home/computer-repair.section';
import { ContactSection } from '../../features/home/contact.section';
import { CustomerPortalSection } from '../../features/home/customer-portal.section';
import { HealthCheckSection } from '../../features/home/health-check.section';
import { HeroSection } from '../../features/home/hero.section';
import { PortfolioSection } from '../../features/home/portfolio.section';
import { PricingSection } from '../../features/home/pricing.section';
import { ProcessSection } from '../../features/home/process.section';
import { RepairBannerSection } from '../../features/home/repair-banner.section';
import { ReviewsSection } from '../../features/home/reviews.section';
import { DeferredShowcase } from '../../features/home/showcase/deferred-showcase';
import { StatsSection } from '../../features/home/stats.section';
import { TestimonialsSection } from '../../features/home/testimonials.section';
import '../../features/home/home.css';

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
