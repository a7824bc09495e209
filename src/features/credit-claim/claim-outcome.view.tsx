import { CircleCheck, CircleX, Clock, House, TriangleAlert, UserPlus, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, Callout, DataList, Flex, Heading, Text } from '@radix-ui/themes';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ClaimOutcome, CreditClaimView } from '@machines/credit-claim';
import { useLocalizedPath } from '@src/i18n/use-localized-path';

/** Where an account is created and used (the home page's portal block). */
export const CUSTOMER_PORTAL_PATH = '/#customer-portal';

const LOOK: Readonly<Record<ClaimOutcome, { color: 'green' | 'indigo' | 'amber' | 'red'; icon: ReactNode }>> =
  {
    applied: { color: 'green', icon: <CircleCheck size={20} /> },
    reserved: { color: 'indigo', icon: <Clock size={20} /> },
    alreadyClaimed: { color: 'amber', icon: <TriangleAlert size={20} /> },
    unable: { color: 'red', icon: <CircleX size={20} /> },
  };

/** The account the credit went to: its email and the credit, and the first name only when the server gave it (decision 29). */
function AppliedAccount({ view }: { view: CreditClaimView }) {
  const { t } = useTranslation();
  if (!view.customer) return null;
  return (
    <DataList.Root orientation={{ initial: 'vertical', xs: 'horizontal' }}>
      {view.customer.firstName && (
        <DataList.Item>
          <DataList.Label minWidth="160px">{t('creditClaim.outcome.applied.name')}</DataList.Label>
          <DataList.Value>{view.customer.firstName}</DataList.Value>
        </DataList.Item>
      )}
      <DataList.Item>
        <DataList.Label minWidth="160px">{t('creditClaim.outcome.applied.email')}</DataList.Label>
        <DataList.Value>
          <Text dir="ltr">{view.customer.email}</Text>
        </DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label minWidth="160px">{t('creditClaim.outcome.applied.credit')}</DataList.Label>
        <DataList.Value>
          <Text weight="bold" data-testid="claim-credit-amount">
            <bdi>{view.creditLabel}</bdi>
          </Text>
        </DataList.Value>
      </DataList.Item>
    </DataList.Root>
  );
}

/** What each outcome offers next. */
function OutcomeActions({ view, outcome }: { view: CreditClaimView; outcome: ClaimOutcome }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  if (outcome === 'applied' || outcome === 'reserved') {
    return (
      <Button asChild size="3">
        <Link to={localize(CUSTOMER_PORTAL_PATH)}>
          {outcome === 'applied' ? <UserRound size={16} aria-hidden /> : <UserPlus size={16} aria-hidden />}
          {t(
            outcome === 'applied'
              ? 'creditClaim.outcome.applied.portal'
              : 'creditClaim.outcome.reserved.create',
          )}
        </Link>
      </Button>
    );
  }
  return (
    <Flex gap="3" direction={{ initial: 'column', xs: 'row' }}>
      <Button asChild size="3" color={LOOK[outcome].color}>
        <Link to={localize('/')}>
          <House size={16} aria-hidden />
          {t('creditClaim.outcome.backHome')}
        </Link>
      </Button>
      <Button size="3" variant="soft" color="gray" {...view.getRetryButtonProps()}>
        {t('creditClaim.outcome.retry')}
      </Button>
    </Flex>
  );
}

/**
 * A settled claim: applied (green, the account), reserved (the way to create the account),
 * already claimed (yellow) or unable (red), each with the server's message.
 */
export function ClaimOutcomePanel({ view, outcome }: { view: CreditClaimView; outcome: ClaimOutcome }) {
  const { t } = useTranslation();
  const { color, icon } = LOOK[outcome];
  const isRefusal = outcome === 'alreadyClaimed' || outcome === 'unable';
  return (
    <Flex direction="column" gap="4" data-outcome={outcome}>
      <Callout.Root color={color} size="2" role={isRefusal ? 'alert' : 'status'}>
        <Callout.Icon>{icon}</Callout.Icon>
        <Flex direction="column" gap="1">
          <Heading as="h2" size="5">
            {t(`creditClaim.outcome.${outcome}.title`)}
          </Heading>
          {outcome === 'applied' && view.customer?.firstName && (
            <Callout.Text weight="medium">
              {t('creditClaim.outcome.applied.greeting', { name: view.customer.firstName })}
            </Callout.Text>
          )}
          {/* Known outcomes in the page's language; another refusal in the server's own words. */}
          <Callout.Text>
            {outcome === 'unable' ? (
              <span dir="auto">{view.message || t('creditClaim.toast.error.description')}</span>
            ) : (
              t(`creditClaim.outcome.${outcome}.description`, { amount: view.creditOfferLabel })
            )}
          </Callout.Text>
          {outcome === 'reserved' && (
            <Callout.Text>
              <Trans
                i18nKey="creditClaim.outcome.reserved.explanation"
                values={{ email: view.email.trim() }}
                components={{ bdi: <bdi /> }}
              />
            </Callout.Text>
          )}
        </Flex>
      </Callout.Root>
      {outcome === 'applied' && <AppliedAccount view={view} />}
      <OutcomeActions view={view} outcome={outcome} />
    </Flex>
  );
}
