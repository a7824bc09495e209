import { Fragment, useState } from 'react';
import type { PortfolioItem } from '@contract/entities';
import { ResponsiveImage } from '@src/components/responsive-image/responsive-image';
import { contentTextProps, useContentTexts } from '@src/i18n/use-content-texts';

/** The grid's auto-filled columns of at least 280 px in a page at most ~1200 px wide. */
const CARD_SIZES = '(min-width: 1280px) 380px, (min-width: 640px) 50vw, 100vw';

/**
 * A past project: its picture, with the title and metrics shown on hover or keyboard focus, and on a
 * tap on touch screens (a press toggles them). Screen readers read title and metrics as the
 * button's name either way.
 */
export function PortfolioCard({ item }: { item: PortfolioItem }) {
  const [revealed, setRevealed] = useState(false);
  const { title } = useContentTexts()(item, ['title']);
  return (
    <button
      type="button"
      className="portfolio-card"
      data-revealed={revealed}
      aria-pressed={revealed}
      onClick={() => setRevealed((shown) => !shown)}
    >
      {/* No alt: the title below is the button's name already. */}
      <ResponsiveImage src={item.imageUrl} alt="" width={960} height={600} sizes={CARD_SIZES} />
      <span className="portfolio-card__overlay">
        <span className="portfolio-card__title" {...contentTextProps(title)}>
          {title.text}
        </span>
        {/* The spaces keep the words apart in the button's name; the column layout ignores them. */}
        {item.metrics.map((metric) => (
          <Fragment key={metric}>
            {' '}
            <span className="portfolio-card__metric">{metric}</span>
          </Fragment>
        ))}
      </span>
    </button>
  );
}
