import { useTranslation } from 'react-i18next';
import { formatUsd, packageList, packageSavings } from '../../../contract/catalogue';

/**
 * The competitor comparison: what a typical agency charges, our price and the saving, per package.
 * The one place of the home page that states the saving (the cards below it do not repeat it). On
 * phones each row is a card with its labels beside the amounts (home.css); the roles keep it a
 * table for screen readers, which a CSS display change would otherwise drop.
 */
export function ComparisonTable() {
  const { t } = useTranslation();
  const competitor = t('home.pricing.comparison.competitor');
  const ours = t('home.pricing.comparison.ours');
  const savings = t('home.pricing.comparison.savings');
  return (
    <div className="comparison-table">
      <table role="table">
        <caption>{t('home.pricing.comparison.caption')}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              {t('home.pricing.comparison.package')}
            </th>
            <th scope="col" role="columnheader">
              {competitor}
            </th>
            <th scope="col" role="columnheader">
              {ours}
            </th>
            <th scope="col" role="columnheader">
              {savings}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {packageList.map((pkg) => (
            <tr key={pkg.id} role="row">
              <th scope="row" role="rowheader">
                {pkg.name}
              </th>
              <td role="cell" data-label={competitor}>
                <span className="comparison-table__competitor">{formatUsd(pkg.competitorPrice)}</span>
              </td>
              <td role="cell" data-label={ours} className="comparison-table__ours">
                {formatUsd(pkg.price)}
              </td>
              <td role="cell" data-label={savings} className="comparison-table__savings">
                {formatUsd(packageSavings(pkg.id))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
