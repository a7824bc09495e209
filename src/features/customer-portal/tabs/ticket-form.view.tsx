import { Send } from 'lucide-react';
import { Button, Card, Flex, Heading, Select, Spinner, Text, TextArea, TextField } from '@radix-ui/themes';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@contract/catalogue';
import type { SupportTicketView } from '@machines/support-ticket';

/** A new ticket: subject, category from the fixed list, description; a blank field is named by a toast. */
export function TicketForm({ view }: { view: SupportTicketView }) {
  const { t } = useTranslation();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    view.getSubmitProps().onClick();
  };
  const { onClick: _submit, ...submitProps } = view.getSubmitProps();
  return (
    <Card size="2">
      <form onSubmit={submit} aria-labelledby={`${id}-heading`} noValidate>
        <Flex direction="column" gap="3">
          <Heading as="h3" size="4" id={`${id}-heading`}>
            {t('supportTicket.form.title')}
          </Heading>
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor={`${id}-subject`} size="2" weight="medium">
              {t('supportTicket.form.subject')}
            </Text>
            <TextField.Root
              id={`${id}-subject`}
              dir="auto"
              maxLength={LIMITS.subjectMax}
              {...view.getSubjectProps()}
            />
          </Flex>
          <Flex direction="column" gap="1">
            <Text as="label" id={`${id}-category`} size="2" weight="medium">
              {t('supportTicket.form.category')}
            </Text>
            <Select.Root
              value={view.category}
              onValueChange={view.onCategoryChange}
              disabled={view.isSubmitting}
            >
              <Select.Trigger
                aria-labelledby={`${id}-category`}
                placeholder={t('supportTicket.form.categoryPlaceholder')}
              />
              <Select.Content position="popper">
                {view.categories.map((category) => (
                  <Select.Item key={category} value={category}>
                    {t(`supportTicket.category.${category}`)}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Flex>
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor={`${id}-description`} size="2" weight="medium">
              {t('supportTicket.form.description')}
            </Text>
            <TextArea
              id={`${id}-description`}
              dir="auto"
              rows={5}
              maxLength={LIMITS.messageMax}
              {...view.getDescriptionProps()}
            />
          </Flex>
          <Button type="submit" {...submitProps}>
            {view.isSubmitting ? (
              <Spinner />
            ) : (
              <Send size={16} aria-hidden className="customer-portal__flip" />
            )}
            {view.isSubmitting ? t('supportTicket.form.submitting') : t('supportTicket.form.submit')}
          </Button>
        </Flex>
      </form>
    </Card>
  );
}
