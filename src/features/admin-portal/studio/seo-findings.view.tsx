import { Badge, Callout, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { StudioItem } from '@machines/content-studio';

/**
 * A saved post's SEO score and what would raise it, as the server sees it. A finding is English
 * (the server's words) in any page language: it is a paragraph of its own, left to right, under
 * its points badge, so in a right-to-left page the badge never lands inside the English line.
 */
export function SeoFindings({ item }: { item?: StudioItem }) {
  const { t } = useTranslation();
  if (!item || !('seoFindings' in item)) return null;
  return (
    // High contrast: Radix's green text on its green surface measures 4.49:1, under AA's 4.5.
    <Callout.Root
      color={item.seoFindings.length === 0 ? 'green' : 'amber'}
      highContrast
      size="1"
      variant="surface"
    >
      <Flex direction="column" gap="1">
        <Callout.Text weight="bold">{t('admin.studio.seoScore', { score: item.seoScore })}</Callout.Text>
        {item.seoFindings.length === 0 ? (
          <Callout.Text>{t('admin.studio.seoPerfect')}</Callout.Text>
        ) : (
          <>
            <Callout.Text>{t('admin.studio.seoRaise')}</Callout.Text>
            <ul className="studio-findings">
              {item.seoFindings.map((finding) => (
                <li key={finding.rule} className="studio-finding">
                  <Badge size="1" variant="soft" color="amber">
                    {t('admin.studio.seoPoints', { points: finding.points })}
                  </Badge>
                  <Text as="p" size="2" lang="en" dir="ltr">
                    <Text weight="bold">{finding.issue}:</Text> {finding.description}
                  </Text>
                </li>
              ))}
            </ul>
          </>
        )}
      </Flex>
    </Callout.Root>
  );
}
