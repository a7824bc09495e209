import { useTranslation } from 'react-i18next';
import { formatUsd, packageList, packageSavings } from '../../../contract/catalogue';

/** The competitor comparison: what a typical agency charges, our price and the saving, per package. */
export function ComparisonTable() {
  const { t } = useTranslation();
  return (
    <div className="comparison-table">
      <table>
        <caption>{t('home.pricing.comparison.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('home.pricing.comparison.package')}</th>
            <th scope="col">{t('home.pricing.comparison.competitor')}</th>
            <th scope="col">{t('home.pricing.comparison.ours')}</th>
            <th scope="col">{t('home.pricing.comparison.savings')}</th>
          </tr>
        </thead>
        <tbody>
          {packageList.map((pkg) => (
            <tr key={pkg.id}>
              <th scope="row">{pkg.name}</th>
              <td className="comparison-table__competitor">{formatUsd(pkg.competitorPrice)}</td>
              <td className="comparison-table__ours">{formatUsd(pkg.price)}</td>
              <td className="comparison-table__savings">{formatUsd(packageSavings(pkg.id))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
