/**
 * The home page's sections each tour step points at, by their anchors (issue 9: `pricing`,
 * `portfolio`, `contact`); the welcome step points at nothing.
 */
import type { TourStep } from '@machines/guided-tour';

export const TOUR_TARGETS: Readonly<Record<TourStep, string | null>> = {
  welcome: null,
  packages: 'pricing',
  portfolio: 'portfolio',
  contact: 'contact',
};
