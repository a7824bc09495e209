import { useTranslation } from 'react-i18next';
import { AMOUNTS, MARKETING, PACKAGES, formatUsd } from '@contract/catalogue';
import { useNumberFormats } from '@src/i18n/number-formats';

/** The pricing section's trust badges: the guarantee, the rating, secure payment and a quick start. */
export function TrustBadges() {
  const { t } = useTranslation();
  const formats = useNumberFormats();
  const badges = [
    t('home.pricing.badges.guarantee', {
      hours: PACKAGES.startup.deliveryHours,
      discount: formatUsd(AMOUNTS.deliveryGuaranteeDiscountDollars),
    }),
    t('home.pricing.badges.rating', {
      rating: formats.rating(MARKETING.rating),
      count: formats.count(MARKETING.reviewCount),
    }),
    t('home.pricing.badges.securePayment'),
    t('home.pricing.badges.workStarts', { hours: MARKETING.workStartsWithinHours }),
  ];
  return (
    <ul className="trust-badges" aria-label={t('home.pricing.badges.label')}>
      {badges.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}
