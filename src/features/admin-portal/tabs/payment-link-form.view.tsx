/**
 * The payment link form (spec part 1 §2, §5): customer name, customer email, amount in dollars (at
 * least 1, in cents) and description, all required; the created link, copied to the clipboard.
 */
import { Check, Copy, Link2, Plus } from 'lucide-react';
import {
  Button,
  Callout,
  Card,
  Flex,
  Grid,
  Heading,
  Spinner,
  Text,
  TextArea,
  TextField,
} from '@radix-ui/themes';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@contract/catalogue';
import { TEXT_MAX } from '@contract/fields';
import type { PaymentLinkView } from '@machines/payment-link';

/** A label over its control (the control carries `id`), and a hint under it. */
function Field({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="bold">
        {label}
      </Text>
      {children}
      {hint && (
        <Text as="div" size="1" color="gray" id={`${id}-hint`}>
          {hint}
        </Text>
      )}
    </Flex>
  );
}

/** The created link with Copy, and the way to start another. */
function CreatedLink({ view }: { view: PaymentLinkView }) {
  const { t } = useTranslation();
  if (!view.paymentUrl) return null;
  return (
    <Callout.Root color={view.isCopied ? 'green' : 'indigo'} role="status">
      <Callout.Icon>{view.isCopied ? <Check size={16} /> : <Link2 size={16} />}</Callout.Icon>
      <Flex direction="column" gap="2" width="100%" minWidth="0">
        <Text weight="bold">
          {view.isCopied ? t('admin.paymentLinks.copied') : t('admin.paymentLinks.created')}
        </Text>
        <TextField.Root
          readOnly
          value={view.paymentUrl}
          aria-label={t('admin.paymentLinks.link')}
          dir="ltr"
          onFocus={(event) => event.target.select()}
        />
        <Flex gap="2" wrap="wrap">
          <Button size="2" variant="soft" onClick={view.onCopy} disabled={view.isCopying}>
            {view.isCopying ? <Spinner /> : <Copy size={16} aria-hidden />}
            {t('admin.paymentLinks.copy')}
          </Button>
          <Button size="2" variant="ghost" onClick={view.onReset}>
            <Plus size={16} aria-hidden />
            {t('admin.paymentLinks.another')}
          </Button>
        </Flex>
      </Flex>
    </Callout.Root>
  );
}

export function PaymentLinkForm({ view }: { view: PaymentLinkView }) {
  const { t } = useTranslation();
  // The browser checks the email's form and the amount's range before this runs (spec part 1 §5).
  const submit = (event: FormEvent) => {
    event.preventDefault();
    view.onCreate();
  };
  const field = (name: 'customerName' | 'customerEmail' | 'amount' | 'description') => ({
    id: `payment-link-${name}`,
    value: view.form[name],
    required: true,
    disabled: view.isCreating,
    onChange: (event: { target: { value: string } }) => view.onFieldChange(name, event.target.value),
  });
  return (
    <Card size="3">
      <Flex direction="column" gap="4">
        <Flex direction="column" gap="1">
          <Heading as="h3" size="4">
            {t('admin.paymentLinks.title')}
          </Heading>
          <Text size="2" color="gray">
            {t('admin.paymentLinks.description')}
          </Text>
        </Flex>
        <form onSubmit={submit} aria-label={t('admin.paymentLinks.title')}>
          <Flex direction="column" gap="3">
            <Grid columns={{ initial: '1', sm: '2' }} gap="3">
              <Field id="payment-link-customerName" label={t('admin.paymentLinks.customerName')}>
                <TextField.Root {...field('customerName')} autoComplete="off" maxLength={TEXT_MAX.fullName} />
              </Field>
              <Field id="payment-link-customerEmail" label={t('admin.paymentLinks.customerEmail')}>
                <TextField.Root
                  {...field('customerEmail')}
                  type="email"
                  autoComplete="off"
                  maxLength={LIMITS.emailMax}
                />
              </Field>
            </Grid>
            <Field
              id="payment-link-amount"
              label={t('admin.paymentLinks.amount')}
              hint={t('admin.paymentLinks.amountHint', { min: view.amountMin })}
            >
              <TextField.Root
                {...field('amount')}
                type="number"
                inputMode="decimal"
                min={view.amountMin}
                step={view.amountStep}
                aria-describedby="payment-link-amount-hint"
              >
                <TextField.Slot>$</TextField.Slot>
              </TextField.Root>
            </Field>
            <Field id="payment-link-description" label={t('admin.paymentLinks.itemDescription')}>
              <TextArea {...field('description')} rows={3} maxLength={TEXT_MAX.paymentDescription} />
            </Field>
            <Flex justify="end">
              <Button
                type="submit"
                size="3"
                disabled={!view.canCreate}
                aria-busy={view.isCreating || undefined}
              >
                {view.isCreating ? <Spinner /> : <Link2 size={16} aria-hidden />}
                {view.isCreating ? t('admin.paymentLinks.creating') : t('admin.paymentLinks.create')}
              </Button>
            </Flex>
          </Flex>
        </form>
        <CreatedLink view={view} />
      </Flex>
    </Card>
  );
}
