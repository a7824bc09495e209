import { CircleCheck, CircleX, Info, X } from 'lucide-react';
import { Box, Card, Flex, IconButton, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Portal, Toast } from 'radix-ui';
import { TIMINGS } from '@machines/timings';
import { SITE_THEME_ATTRIBUTES } from '@src/app/site-theme';
import { useToasts, type ToastVariant } from '@src/stores/toasts.store';
import './toaster.css';

/** A toast swiped right further than this is dismissed. */
const SWIPE_THRESHOLD_PX = 50;
/** The key that moves focus to the notifications region. */
const HOTKEY = ['F8'];

const VARIANTS = {
  success: { Icon: CircleCheck, color: 'green' },
  error: { Icon: CircleX, color: 'red' },
  info: { Icon: Info, color: 'indigo' },
} as const satisfies Record<ToastVariant, unknown>;

/**
 * Renders the toast store: one toast at a time, swipe right to dismiss, F8 focuses the region.
 * Radix Toast owns the timer and pauses it while the toast is hovered or focused.
 */
export function Toaster() {
  const { t } = useTranslation();
  const current = useToasts((state) => state.current);
  const open = useToasts((state) => state.open);
  const dismiss = useToasts((state) => state.dismiss);
  const variant = current ? VARIANTS[current.variant] : null;

  return (
    <Toast.Provider
      swipeDirection="right"
      swipeThreshold={SWIPE_THRESHOLD_PX}
      duration={TIMINGS.toastDefault}
      label={t('toast.label')}
    >
      {current && variant && (
        <Toast.Root
          key={current.id}
          className="toaster__toast"
          open={open}
          duration={current.durationMs}
          type={current.variant === 'error' ? 'foreground' : 'background'}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismiss(current.id);
          }}
        >
          <Card size="2" variant="surface" className="toaster__card" data-variant={current.variant}>
            <Flex gap="3" align="start">
              <Text color={variant.color} asChild>
                <variant.Icon width="20" height="20" aria-hidden />
              </Text>
              <Box flexGrow="1" minWidth="0">
                <Toast.Title asChild>
                  <Text as="div" size="2" weight="bold">
                    {current.title}
                  </Text>
                </Toast.Title>
                {current.description && (
                  <Toast.Description asChild>
                    <Text as="div" size="2" color="gray" mt="1">
                      {current.description}
                    </Text>
                  </Toast.Description>
                )}
              </Box>
              <Toast.Close asChild>
                <IconButton variant="ghost" color="gray" size="1" aria-label={t('toast.close')}>
                  <X size={16} aria-hidden />
                </IconButton>
              </Toast.Close>
            </Flex>
          </Card>
        </Toast.Root>
      )}
      {/*
        On the body, as a dialog's layer is: inside the site's theme root (a stacking context at
        z-index 0) a toast fell under any open dialog's overlay. The layer carries the site theme's
        tokens, not the root's page height and background (it takes no room on the page).
      */}
      <Portal.Root {...SITE_THEME_ATTRIBUTES} className={`${SITE_THEME_ATTRIBUTES.className} toaster__layer`}>
        <Toast.Viewport className="toaster__viewport" hotkey={HOTKEY} label={t('toast.region')} />
      </Portal.Root>
    </Toast.Provider>
  );
}
