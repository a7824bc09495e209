/** What the popups' texts say, from the catalogue (decision 5: claims are content in one place). */
import { AMOUNTS, MARKETING, PACKAGES, formatUsd } from '@contract/catalogue';

export const usePopupValues = () => {
  return {
    amount: formatUsd(AMOUNTS.popupDiscountDollars),
    hours: PACKAGES.startup.deliveryHours,
    price: formatUsd(PACKAGES.startup.price),
    rating: MARKETING.rating,
    reviews: MARKETING.reviewCount,
  };
};
