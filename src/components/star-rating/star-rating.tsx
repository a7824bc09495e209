import { useTranslation } from 'react-i18next';
import { useNumberFormats } from '@src/i18n/number-formats';
import './star-rating.css';

const STARS = [1, 2, 3, 4, 5] as const;

/** Five stars, as many filled as the rating; one image named "Rated 4.9 out of 5" for screen readers. */
export function StarRating({ rating }: { rating: number }) {
  const { t } = useTranslation();
  const formats = useNumberFormats();
  return (
    <span
      role="img"
      aria-label={t('home.rating', { rating: formats.rating(rating), max: formats.count(STARS.length) })}
      className="star-rating"
    >
      {STARS.map((star) => (
        <span key={star} aria-hidden className={star <= Math.round(rating) ? 'star-rating--on' : undefined}>
          ★
        </span>
      ))}
    </span>
  );
}
