import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AppLayout } from './app-layout';

// One chunk per page: a visitor downloads only the pages they open.
const HomePage = lazy(() => import('../pages/home/home.page'));
const PortfolioPage = lazy(() => import('../pages/portfolio/portfolio.page'));
const DomainsPage = lazy(() => import('../pages/domains/domains.page'));
const BlogPage = lazy(() => import('../pages/blog/blog.page'));
const BlogPostPage = lazy(() => import('../pages/blog-post/blog-post.page'));
const TexasPage = lazy(() => import('../pages/texas/texas.page'));
const ClaimCreditPage = lazy(() => import('../pages/claim-credit/claim-credit.page'));
const PaymentSuccessPage = lazy(() => import('../pages/payment-success/payment-success.page'));
const CheckoutPage = lazy(() => import('../pages/checkout/checkout.page'));
const LandingPage = lazy(() => import('../pages/landing/landing.page'));
const NotFoundPage = lazy(() => import('../pages/not-found/not-found.page'));

/**
 * Every page route of spec part 2 §2, the landing pages of decision 28 and the sandbox checkout
 * of decision 13.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/portfolio', element: <PortfolioPage /> },
      { path: '/domains', element: <DomainsPage /> },
      { path: '/blog', element: <BlogPage /> },
      { path: '/blog/:slug', element: <BlogPostPage /> },
      { path: '/blog/:country/:citySlug', element: <LandingPage variant="emergency" /> },
      { path: '/texas-website-development', element: <TexasPage /> },
      { path: '/claim-credit', element: <ClaimCreditPage /> },
      { path: '/payment-success', element: <PaymentSuccessPage /> },
      { path: '/checkout/:paymentId', element: <CheckoutPage /> },
      { path: '/luxury-websites', element: <LandingPage variant="luxury" /> },
      { path: '/professional-websites', element: <LandingPage variant="professional" /> },
      { path: '/emergency-website-development', element: <LandingPage variant="emergency" /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
