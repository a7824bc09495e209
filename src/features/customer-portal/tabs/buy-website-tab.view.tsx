import { PhoneLink } from '@src/components/phone-link/phone-link';
import { Clock, ExternalLink, Phone, Star, Users, Zap } from 'lucide-react';
import { Badge, Button, Callout, Card, Flex, Grid, Heading, Link, Spinner, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AMOUNTS, MARKETING, formatUsd, packageList, type WebsitePackage } from '@contract/catalogue';
import { usePackagePurchase, type PackagePurchase } from './use-package-purchase';

/** The promise of the banner: the longest delivery time any package has. */
const GUARANTEE_HOURS = Math.max(...packageList.map((pkg) => pkg.deliveryHours));

function GuaranteeBanner() {
  const { t } = useTranslation();
  return (
    <Callout.Root color="green" variant="surface" size="2" highContrast>
      <Callout.Icon>
        <Zap size={18} />
      </Callout.Icon>
      <Flex direction="column" gap="1">
        <Text as="p" weight="bold">
          {t('portal.purchase.guarantee.title', { hours: GUARANTEE_HOURS })}
        </Text>
        <Callout.Text>
          {t('portal.purchase.guarantee.description', {
            hours: GUARANTEE_HOURS,
            discount: formatUsd(AMOUNTS.deliveryGuaranteeDiscountDollars),
          })}
        </Callout.Text>
      </Flex>
    </Callout.Root>
  );
}

function Statistic({ icon, value, label }: { icon: ReactNode; value: string; label: string }) {
  return (
    <Card size="1" className="customer-portal__stat">
      <Flex direction="column" align="center" gap="1">
        {icon}
        <Text size="5" weight="bold">
          <bdi>{value}</bdi>
        </Text>
        {/* Centred as the card is, so a Japanese label breaks between phrases, not in a word. */}
        <Text size="1" color="gray" align="center">
          {label}
        </Text>
      </Flex>
    </Card>
  );
}

function Statistics() {
  const { t } = useTranslation();
  return (
    <Grid columns={{ initial: '2', sm: '4' }} gap="3">
      <Statistic
        icon={<Users size={18} color="var(--accent-9)" aria-hidden />}
        value={t('portal.purchase.stats.websitesValue', { n: MARKETING.websitesDelivered })}
        label={t('portal.purchase.stats.websites')}
      />
      <Statistic
        icon={<Star size={18} color="var(--amber-9)" aria-hidden />}
        value={t('portal.purchase.stats.satisfactionValue', { percent: MARKETING.satisfactionPercent })}
        label={t('portal.purchase.stats.satisfaction')}
      />
      <Statistic
        icon={<Phone size={18} color="var(--accent-9)" aria-hidden />}
        value={t('portal.purchase.stats.supportValue')}
        label={t('portal.purchase.stats.support')}
      />
      <Statistic
        icon={<Clock size={18} color="var(--red-9)" aria-hidden />}
        value={String(MARKETING.spotsLeft)}
        label={t('portal.purchase.stats.spotsLeft')}
      />
    </Grid>
  );
}

function PackageCard({ pkg, purchase }: { pkg: WebsitePackage; purchase: PackagePurchase }) {
  const { t } = useTranslation();
  const busy = purchase.purchasing === pkg.id;
  return (
    <Card size="2" variant={pkg.popular ? 'classic' : 'surface'}>
      <Flex direction="column" gap="3" height="100%">
        <Flex justify="between" align="center" gap="2" wrap="wrap">
          <Heading as="h3" size="4">
            {pkg.name}
          </Heading>
          {pkg.popular && (
            <Badge color="indigo" variant="solid">
              {t('catalogue.mostPopular')}
            </Badge>
          )}
        </Flex>
        <Flex direction="column">
          <Text size="7" weight="bold">
            <bdi>{formatUsd(pkg.price)}</bdi>
          </Text>
          <Text size="1" color="gray">
            {t('catalogue.oneTime')}
          </Text>
        </Flex>
        <Flex asChild direction="column" gap="1" flexGrow="1">
          <ul className="customer-portal__facts">
            <li>
              <Text size="2">
                {pkg.pages === null
                  ? t('catalogue.unlimitedPages')
                  : t('catalogue.pages', { count: pkg.pages })}
              </Text>
            </li>
            <li>
              <Text size="2">{t(`catalogue.support.${pkg.support}`)}</Text>
            </li>
            <li>
              <Text size="2">{t('catalogue.delivery', { hours: pkg.deliveryHours })}</Text>
            </li>
          </ul>
        </Flex>
        <Button
          size="3"
          variant={pkg.popular ? 'solid' : 'soft'}
          disabled={purchase.purchasing !== null}
          aria-busy={busy}
          onClick={() => purchase.onPurchase(pkg)}
        >
          {busy ? <Spinner /> : <ExternalLink size={16} aria-hidden />}
          {busy ? t('portal.purchase.opening') : t('portal.purchase.buy', { name: pkg.name })}
        </Button>
      </Flex>
    </Card>
  );
}

/** Buy Website: the guarantee, the statistics, the four packages, and a number to call. */
export function BuyWebsiteTab() {
  const { t } = useTranslation();
  const purchase = usePackagePurchase();
  return (
    <Flex direction="column" gap="4">
      <GuaranteeBanner />
      <Statistics />
      <Grid columns={{ initial: '1', sm: '2', md: '4' }} gap="3">
        {packageList.map((pkg) => (
          <PackageCard key={pkg.id} pkg={pkg} purchase={purchase} />
        ))}
      </Grid>
      <Text size="2" color="gray">
        {t('portal.purchase.paymentTerms', { percent: AMOUNTS.upfrontPercent })}
      </Text>
      <Card size="1" variant="surface">
        <Flex align="center" justify="center" gap="2" wrap="wrap">
          <Phone size={16} aria-hidden />
          <Text size="2">{t('portal.purchase.help')}</Text>
          <Link asChild weight="bold" size="2">
            <PhoneLink label="portal_buy" />
          </Link>
        </Flex>
      </Card>
    </Flex>
  );
}
