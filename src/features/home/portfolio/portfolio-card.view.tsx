import { Fragment, useState } from 'react';
import type { PortfolioItem } from '../../../../contract/entities';
import { contentTextProps, useContentTexts } from '../../../i18n/use-content-texts';

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
      <img src={item.imageUrl} alt="" width={800} height={500} loading="lazy" decoding="async" />
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
