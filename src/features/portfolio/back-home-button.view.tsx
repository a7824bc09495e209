import { Button } from '@radix-ui/themes';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import '@src/components/content/portfolio/portfolio.css';
import { useLocalizedPath } from '@src/i18n/use-localized-path';

/**
 * Back to Home through the browser's history (spec part 2 §2): back where the visitor came from on
 * this site; to the home page when the portfolio was the first page they opened, so the button
 * never leaves the site.
 */
export function BackHomeButton() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const { key } = useLocation();
  const cameFromThisSite = key !== 'default';
  return (
    <Button
      variant="ghost"
      onClick={() => (cameFromThisSite ? void navigate(-1) : void navigate(localize('/')))}
    >
      <ArrowLeft size={16} aria-hidden className="portfolio-flip-in-rtl" />
      {t('portfolio.backHome')}
    </Button>
  );
}
