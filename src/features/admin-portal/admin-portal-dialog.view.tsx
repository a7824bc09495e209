/**
 * The admin portal (spec part 1 §2, §4): a dialog with the login, then the 6-digit step, then the
 * tabs. Escape and the close button close it; focus returns to where it was.
 */
import { LogOut, X } from 'lucide-react';
import { Button, Dialog, Flex, IconButton, VisuallyHidden } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { AdminVerificationView } from '@machines/admin-verification';
import { AdminCode } from './admin-code.view';
import { AdminLogin } from './admin-login.view';
import { AdminTabs } from './admin-tabs.view';
import './admin-portal.css';

function Step({ view }: { view: AdminVerificationView }) {
  switch (view.step) {
    case 'code':
      return <AdminCode view={view} />;
    case 'authenticated':
      // Every session of the account ended, this one too: as a sign-out.
      return <AdminTabs onSignedOutEverywhere={view.onSignOut} />;
    default:
      return <AdminLogin view={view} />;
  }
}

export interface AdminPortalDialogProps {
  view: AdminVerificationView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function AdminPortalDialog({ view, open, onOpenChange }: AdminPortalDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {/* Anchored at the top: switching tabs of different heights does not move the dialog. */}
      <Dialog.Content align="start" maxWidth={view.isAuthenticated ? '1100px' : '520px'}>
        {/*
          The title shrinks to wrap its own words (a long Armenian title took the whole line and
          sent the close button under it, to the start); the buttons keep to the end, on the
          title's line or, when signed in on a phone, on their own.
        */}
        <Flex justify="between" align="center" gap="3" mb="4" wrap="wrap">
          <Dialog.Title mb="0" style={{ flex: '1 1 12rem' }}>
            {t('admin.portal.title')}
          </Dialog.Title>
          <Flex gap="2" align="center" style={{ marginInlineStart: 'auto' }}>
            {view.isAuthenticated && (
              <Button variant="soft" color="gray" size="2" onClick={view.onSignOut}>
                <LogOut size={16} aria-hidden className="admin-flip-rtl" />
                {t('admin.portal.signOut')}
              </Button>
            )}
            <Dialog.Close>
              <IconButton variant="ghost" color="gray" aria-label={t('admin.portal.close')}>
                <X size={18} />
              </IconButton>
            </Dialog.Close>
          </Flex>
        </Flex>
        <VisuallyHidden>
          <Dialog.Description>{t('admin.portal.description')}</Dialog.Description>
        </VisuallyHidden>
        <Step view={view} />
      </Dialog.Content>
    </Dialog.Root>
  );
}
