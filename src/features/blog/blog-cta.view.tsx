import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { Phone } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { siteConfig } from '@src/lib/site-config';
import { PhoneLink } from '@src/components/phone-link/phone-link';
import { useLocalizedPath } from '@src/i18n/use-localized-path';

/** The blog's call to action: the packages on the home page (the page starts at its top), or a call. */
export function BlogCallToAction() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <Card size="4" variant="surface">
      <Flex direction="column" align="center" gap="4" className="site-centred">
        <Heading as="h2" size="7">
          {t('blog.cta.title')}
        </Heading>
        <Text size="4" color="gray">
          {t('blog.cta.description')}
        </Text>
        <Flex gap="3" wrap="wrap" justify="center">
          <Button asChild size="3">
            <Link to={localize('/#pricing')}>{t('blog.cta.pricing')}</Link>
          </Button>
          <Button asChild size="3" variant="outline">
            <PhoneLink label="blog_cta">
              <Phone size={16} aria-hidden />
              <span>
                <Trans
                  i18nKey="blog.cta.call"
                  values={{ phone: siteConfig.phone }}
                  components={{ bdi: <bdi /> }}
                />
              </span>
            </PhoneLink>
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
