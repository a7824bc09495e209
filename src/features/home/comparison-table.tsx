import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUsd, packageList, packageSavings } from '@contract/catalogue';

/**
 * The competitor comparison: what a typical agency charges, our price and the saving, per package.
 * The one place of the home page that states the saving (the cards below it do not repeat it).
 * A grid of rows from 520 px, one card per package below it with its labels beside the amounts
 * (home.css). It is built of elements with table roles, not of `<table>`: a table's rows and cells
 * may not carry roles (HTML), and without them a CSS display change would drop the table for
 * screen readers on phones.
 */
export function ComparisonTable() {
  const { t } = useTranslation();
  const captionId = useId();
  const competitor = t('home.pricing.comparison.competitor');
  const ours = t('home.pricing.comparison.ours');
  const savings = t('home.pricing.comparison.savings');
  return (
    <div className="comparison-table">
      <p id={captionId} className="comparison-table__caption">
        {t('home.pricing.comparison.caption')}
      </p>
      <div role="table" aria-labelledby={captionId} className="comparison-table__grid">
        <div role="rowgroup" className="comparison-table__head">
          <div role="row" className="comparison-table__row">
            <span role="columnheader">{t('home.pricing.comparison.package')}</span>
            <span role="columnheader">{competitor}</span>
            <span role="columnheader">{ours}</span>
            <span role="columnheader">{savings}</span>
          </div>
        </div>
        <div role="rowgroup" className="comparison-table__body">
          {packageList.map((pkg) => (
            <div key={pkg.id} role="row" className="comparison-table__row">
              <span role="rowheader" className="comparison-table__package">
                {pkg.name}
              </span>
              <span role="cell" data-label={competitor}>
                <span className="comparison-table__competitor">{formatUsd(pkg.competitorPrice)}</span>
              </span>
              <span role="cell" data-label={ours} className="comparison-table__ours">
                {formatUsd(pkg.price)}
              </span>
              <span role="cell" data-label={savings} className="comparison-table__savings">
                {formatUsd(packageSavings(pkg.id))}
              </span>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
