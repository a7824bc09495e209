/**
 * The content studio (issue 20): the agency's own blog posts, portfolio projects, showcase sites and
 * testimonials, each kind a tab of
 * its own with drafts and published items.
 */
import { Box, Tabs } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { STUDIO_KINDS } from '@machines/content-studio';
import { StudioSection } from './studio-section';
import './studio.css';

export function ContentTab() {
  const { t } = useTranslation();
  return (
    <Tabs.Root defaultValue={STUDIO_KINDS[0]}>
      <Tabs.List size="1" aria-label={t('admin.studio.kindLabel')}>
        {STUDIO_KINDS.map((kind) => (
          <Tabs.Trigger key={kind} value={kind}>
            {t(`admin.studio.kinds.${kind}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {STUDIO_KINDS.map((kind) => (
        <Tabs.Content key={kind} value={kind}>
          <Box pt="3">
            <StudioSection kind={kind} />
          </Box>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
