import { Send } from 'lucide-react';
import { Button, Card, Flex, Heading, Spinner, Text, TextArea, TextField } from '@radix-ui/themes';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@contract/catalogue';
import type { PortalMessageView } from '@machines/portal-message';

/** Subject and message to the team; Send is disabled while sending or while a field is blank. */
export function MessageForm({ view }: { view: PortalMessageView }) {
  const { t } = useTranslation();
  const subjectId = useId();
  const contentId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    view.onSend();
  };
  return (
    <Card size="2">
      <form onSubmit={submit} aria-labelledby={`${subjectId}-heading`}>
        <Flex direction="column" gap="3">
          <Heading as="h3" size="4" id={`${subjectId}-heading`}>
            {t('portalMessage.form.title')}
          </Heading>
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor={subjectId} size="2" weight="medium">
              {t('portalMessage.form.subject')}
            </Text>
            {/* dir="auto": text in the other direction than the page's keeps its punctuation right. */}
            <TextField.Root
              id={subjectId}
              dir="auto"
              value={view.subject}
              maxLength={LIMITS.subjectMax}
              onChange={(event) => view.onSubjectChange(event.target.value)}
              disabled={view.isSending}
            />
          </Flex>
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor={contentId} size="2" weight="medium">
              {t('portalMessage.form.content')}
            </Text>
            <TextArea
              id={contentId}
              dir="auto"
              rows={5}
              value={view.content}
              maxLength={LIMITS.messageMax}
              onChange={(event) => view.onContentChange(event.target.value)}
              disabled={view.isSending}
            />
          </Flex>
          <Button type="submit" disabled={!view.canSend} aria-busy={view.isSending}>
            {view.isSending ? <Spinner /> : <Send size={16} aria-hidden className="customer-portal__flip" />}
            {view.isSending ? t('portalMessage.form.sending') : t('portalMessage.form.send')}
          </Button>
        </Flex>
      </form>
    </Card>
  );
}
