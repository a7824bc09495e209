import { Gift } from 'lucide-react';
import { Button, Flex, Spinner, Text, TextField } from '@radix-ui/themes';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { CreditClaimView } from '@machines/credit-claim';

/** The email and the claim button; Enter claims too (an empty email then says 'Email Required'). */
export function ClaimForm({ view }: { view: CreditClaimView }) {
  const { t } = useTranslation();
  const emailId = useId();
  return (
    <form {...view.getFormProps()}>
      <Flex direction="column" gap="3">
        <Text as="label" htmlFor={emailId} size="2" weight="bold">
          {t('creditClaim.emailLabel')}
        </Text>
        <TextField.Root
          id={emailId}
          type="email"
          size="3"
          autoComplete="email"
          {...view.getEmailFieldProps()}
        />
        <Button size="3" {...view.getSubmitButtonProps()}>
          {view.isClaiming ? <Spinner /> : <Gift size={16} aria-hidden />}
          {view.isClaiming ? (
            t('creditClaim.claiming')
          ) : (
            // One flex item; the amount isolated so right-to-left text keeps "$200.00" whole.
            <span>
              <Trans
                i18nKey="creditClaim.submit"
                values={{ amount: view.creditOfferLabel }}
                components={{ bdi: <bdi /> }}
              />
            </span>
          )}
        </Button>
      </Flex>
    </form>
  );
}
