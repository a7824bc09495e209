/** What the popups' texts say, from the catalogue (decision 5: claims are content in one place). */
import { AMOUNTS, MARKETING, PACKAGES, formatUsd } from '@contract/catalogue';
import { useLtrIsolate } from '@src/i18n/use-ltr-isolate';

export const usePopupValues = () => {
  const ltr = useLtrIsolate();
  return {
    amount: ltr(formatUsd(AMOUNTS.popupDiscountDollars)),
    hours: PACKAGES.startup.deliveryHours,
    price: ltr(formatUsd(PACKAGES.startup.price)),
    rating: MARKETING.rating,
    reviews: MARKETING.reviewCount,
  };
};
