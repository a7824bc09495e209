import { Box, Dialog, Flex, Tabs } from '@radix-ui/themes';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { CodePanel } from '@src/session/admin-verification/code-panel.view';
import { CreateAccountForm } from '@src/session/customer-session/create-account-form.view';
import { ForgotPasswordPanel } from '@src/session/customer-session/forgot-password-panel.view';
import { SignInForm } from '@src/session/customer-session/sign-in-form.view';
import type { CustomerPortal } from './use-customer-portal';

/** Sign In and Create Account; after an admin's password, the Sign In tab asks for the code. */
export function SignedOutPortal({ portal }: { portal: CustomerPortal }) {
  const { t } = useTranslation();
  return (
    <Flex direction="column" gap="4">
      <Box className="customer-portal__header">
        <Dialog.Title mb="1">{t('portal.title')}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {t('portal.signedOutDescription')}
        </Dialog.Description>
      </Box>
      <Tabs.Root value={portal.signedOutTab} onValueChange={portal.onSignedOutTabChange}>
        <Tabs.List className="customer-portal__tabs" style={{ '--portal-tab-columns': 2 } as CSSProperties}>
          <Tabs.Trigger value="signIn">{t('customerSession.tabs.signIn')}</Tabs.Trigger>
          <Tabs.Trigger value="createAccount" disabled={portal.showsSecondFactor}>
            {t('customerSession.tabs.createAccount')}
          </Tabs.Trigger>
        </Tabs.List>
        <Box pt="4">
          <Tabs.Content value="signIn">
            {portal.showsSecondFactor ? (
              <CodePanel view={portal.secondFactor} />
            ) : portal.forgotPassword.isOpen ? (
              <ForgotPasswordPanel view={portal.forgotPassword} />
            ) : (
              <SignInForm view={portal.session} onForgotPassword={portal.forgotPassword.onOpen} />
            )}
          </Tabs.Content>
          <Tabs.Content value="createAccount">
            <CreateAccountForm view={portal.session} />
          </Tabs.Content>
        </Box>
      </Tabs.Root>
    </Flex>
  );
}
