import { Button, Card, Flex, Heading, IconButton, Text } from '@radix-ui/themes';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { MARKETING } from '@contract/catalogue';
import { TextPhoneLink } from '@src/components/phone-link/phone-link';
import { siteConfig } from '@src/lib/site-config';
import { useLocalizedPath } from '@src/i18n/use-localized-path';
import type { ActivatableProps } from '@src/components/deferred/deferred';
import { FloatingRepairButton, FloatingRepairFrame } from './floating-repair-button';

/**
 * The floating repair help button (spec part 2 §2, §4): it toggles a small card with the repair
 * line and a way to the repair section. A disclosure, not a dialog: the page stays usable, Escape
 * closes the card and focus goes back to the button. Loaded after the first paint
 * (deferred-floating-repair-help.tsx); a press on the button before that opens it at once.
 */
export function FloatingRepairHelp({ activated = false }: ActivatableProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const [open, setOpen] = useState(Boolean(activated));
  const cardId = useId();
  const titleId = useId();
  return (
    <FloatingRepairFrame
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          event.currentTarget.querySelector<HTMLButtonElement>('.floating-repair__button')?.focus();
        }
      }}
    >
      {open ? (
        <Card id={cardId} size="3" className="floating-repair__card" aria-labelledby={titleId} role="region">
          <Flex direction="column" gap="3" align="start">
            <Flex justify="between" align="center" width="100%" gap="3">
              <Heading as="h2" size="4" id={titleId}>
                {t('repair.floating.title')}
              </Heading>
              <IconButton
                size="1"
                variant="ghost"
                color="gray"
                aria-label={t('repair.floating.close')}
                onClick={() => setOpen(false)}
              >
                <X size={16} aria-hidden />
              </IconButton>
            </Flex>
            <Text as="p" size="2">
              {t('repair.floating.text', {
                technician: siteConfig.technicianName,
                hours: MARKETING.repairResponseHours,
              })}
            </Text>
            <Text as="p" size="3">
              {t('repair.floating.call')} <TextPhoneLink line="repair" label="floating_button" />
            </Text>
            <Button size="2" variant="soft" asChild>
              <RouterLink to={localize('/#computer-repair')} onClick={() => setOpen(false)}>
                {t('repair.floating.more')}
              </RouterLink>
            </Button>
          </Flex>
        </Card>
      ) : null}
      <FloatingRepairButton
        expanded={open}
        aria-controls={open ? cardId : undefined}
        // Pressed before this code arrived: the placeholder's button had the focus, this one keeps it.
        autoFocus={Boolean(activated)}
        onClick={() => setOpen((shown) => !shown)}
      />
    </FloatingRepairFrame>
  );
}
