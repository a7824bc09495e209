import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from '@src/components/footer/footer';
import { ComputerRepairSection } from '@src/features/home/computer-repair.section';
import { ContactSection } from '@src/features/home/contact.section';
import { CustomerPortalSection } from '@src/features/home/customer-portal.section';
import { FloatingRepairHelp } from '@src/features/home/floating-repair/floating-repair-help';
import { HealthCheckSection } from '@src/features/home/health-check.section';
import { HeroSection } from '@src/features/home/hero.section';
import '@src/features/home/home.css';
import { PricingSection } from '@src/features/home/pricing.section';
import { ProcessSection } from '@src/features/home/process.section';
import { RepairBannerSection } from '@src/features/home/repair-banner.section';
import { ReviewsSection } from '@src/features/home/reviews.section';
import { StatsSection } from '@src/features/home/stats.section';
import HomePage from '@src/pages/home/home.page';

/**
 * The home page and its sections one by one (spec part 2 §2). Sections that hold a deferred part
 * show it as the page does: its placeholder first, then the real one (pricing's maintenance
 * button, the repair deposit) when the page is idle, or, for the health check, once its field is
 * focused.
 */
const meta = {
  title: 'Home/Sections',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = { render: () => <HomePage /> };
export const Hero: Story = { render: () => <HeroSection /> };
export const Statistics: Story = { render: () => <StatsSection /> };
export const Pricing: Story = { render: () => <PricingSection /> };
export const RepairBanner: Story = { render: () => <RepairBannerSection /> };
export const HealthCheck: Story = { render: () => <HealthCheckSection /> };
export const ComputerRepair: Story = { render: () => <ComputerRepairSection /> };
export const Reviews: Story = { render: () => <ReviewsSection /> };
export const Process: Story = { render: () => <ProcessSection /> };
export const CustomerPortal: Story = { render: () => <CustomerPortalSection /> };
export const Contact: Story = { render: () => <ContactSection /> };
export const SiteFooter: Story = { render: () => <Footer /> };
export const FloatingRepairButton: Story = {
  render: () => <FloatingRepairHelp />,
  parameters: { layout: 'padded' },
};
