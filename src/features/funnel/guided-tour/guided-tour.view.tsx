import { X } from 'lucide-react';
import { Button, Card, Flex, Heading, IconButton, Text } from '@radix-ui/themes';
import { Dialog } from 'radix-ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PACKAGES, formatUsd } from '@contract/catalogue';
import type { GuidedTourView } from '@machines/guided-tour';
import { siteConfig } from '@src/lib/site-config';
import { useReturnFocus } from '@src/lib/use-return-focus';
import { placeTourCard } from './tour-placement';
import { TOUR_TARGETS } from './tour-targets';
import { useTourTarget } from './use-tour-target';
import './guided-tour.css';

/** Where the phone number goes in a step's text, to be put back unbreakable. */
const PHONE_MARK = '\u{E000}';

/**
 * A step's text with the phone number kept on one line: a narrow card ended a line inside it
 * ("(555) 010-" / "4800" in Armenian). The text reads the same; only its line breaks change.
 */
const withWholePhone = (text: string, phone: string) =>
  text.split(PHONE_MARK).flatMap((part, index) =>
    index === 0
      ? [part]
      : [
          <span key={index} style={{ whiteSpace: 'nowrap' }}>
            {phone}
          </span>,
          part,
        ],
  );

/**
 * The guided tour over the page: the step's section lit up, the card beside it (under or over it,
 * never on it) with a pointer.
 * It is a modal dialog (the backdrop blocks the page, as the spec's backdrop does): focus starts on
 * Next, Escape and the close button end it, and any press outside the card is the backdrop's.
 * Rendered in place rather than in a portal, so the site's theme tokens apply.
 */
export function GuidedTour({ view }: { view: GuidedTourView }) {
  const { t } = useTranslation();
  const next = useRef<HTMLButtonElement>(null);
  const returnFocus = useReturnFocus();
  const card = useRef<HTMLDivElement>(null);
  const layout = useTourTarget(view.step ? TOUR_TARGETS[view.step] : null, card);
  if (!view.step) return null;
  const placement = placeTourCard(layout);
  const values = {
    brand: siteConfig.brandName,
    hours: PACKAGES.startup.deliveryHours,
    price: formatUsd(PACKAGES.startup.price),
    phone: siteConfig.phone,
  };
  return (
    <Dialog.Root open={view.isOpen}>
      <Dialog.Overlay className="tour-overlay" data-dim={placement.kind === 'centered' ? '' : undefined} />
      {placement.kind === 'anchored' && (
        <div
          className="tour-spotlight"
          aria-hidden
          style={placement.spotlight}
          data-testid="tour-spotlight"
        />
      )}
      <Dialog.Content
        ref={card}
        className="tour-card"
        data-placement={placement.kind === 'centered' ? 'centered' : placement.side}
        style={
          placement.kind === 'anchored'
            ? { top: placement.cardTop, insetInlineStart: placement.cardInlineStart }
            : undefined
        }
        onOpenAutoFocus={(event) => {
          returnFocus.onOpenAutoFocus(event);
          event.preventDefault();
          next.current?.focus();
        }}
        onCloseAutoFocus={returnFocus.onCloseAutoFocus}
        onEscapeKeyDown={(event) => {
          event.preventDefault();
          view.onClose();
        }}
        onPointerDownOutside={(event) => {
          event.preventDefault();
          view.onBackdropClick();
        }}
        onFocusOutside={(event) => event.preventDefault()}
      >
        {placement.kind === 'anchored' && <span className="tour-card__pointer" aria-hidden />}
        <Card size="3" variant="classic" className="tour-card__panel">
          <Flex direction="column" gap="3">
            <Flex justify="between" align="center" gap="3">
              <Text size="1" color="gray" weight="medium">
                {t('tour.stepOf', { current: view.stepIndex + 1, total: view.stepCount })}
              </Text>
              <IconButton
                variant="ghost"
                color="gray"
                size="1"
                aria-label={t('tour.close')}
                onClick={view.onClose}
              >
                <X size={16} aria-hidden />
              </IconButton>
            </Flex>
            <Dialog.Title asChild>
              <Heading as="h2" size="4">
                {t(`tour.steps.${view.step}.title`, values)}
              </Heading>
            </Dialog.Title>
            <Dialog.Description asChild>
              <Text as="p" size="2">
                {withWholePhone(
                  t(`tour.steps.${view.step}.body`, { ...values, phone: PHONE_MARK }),
                  values.phone,
                )}
              </Text>
            </Dialog.Description>
            <Flex justify="end" gap="3" mt="1">
              {view.canGoBack && (
                <Button variant="soft" color="gray" onClick={view.onBack}>
                  {t('tour.back')}
                </Button>
              )}
              <Button ref={next} onClick={view.onNext}>
                {t(view.isLastStep ? 'tour.finish' : 'tour.next')}
              </Button>
            </Flex>
          </Flex>
        </Card>
      </Dialog.Content>
    </Dialog.Root>
  );
}
