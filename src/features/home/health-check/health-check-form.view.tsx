import { Button, Flex, Spinner, Text, TextField } from '@radix-ui/themes';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

export const HEALTH_URL_FIELD_ID = 'health-check-url';

/**
 * What the placeholder hands the real form when it loads: the address typed so far, after this
 * prefix (`onActivate('url:example.co')`), so nothing typed before the code arrived is lost.
 */
export const TYPED_URL = 'url:';

export interface HealthCheckFormProps {
  /** Undefined in the placeholder: the field is then left to the browser until the machine arrives. */
  url?: string;
  isAnalyzing: boolean;
  canSubmit: boolean;
  onUrlChange: (value: string) => void;
  /** Told the field's value: the placeholder hands it to the real form. */
  onSubmit: (value: string) => void;
  /**
   * Called with the field's value when it gets focus (the placeholder loads the real form then,
   * keeping what the field holds: a browser may fill it before it reports the focus).
   */
  onFocus?: (value: string) => void;
  /** `loading` while the placeholder shows, then the machine's state. */
  state: 'loading' | 'ready' | 'analyzing';
  inputRef?: Ref<HTMLInputElement>;
}

/** The address field and 'Analyze Website' ('Analyzing...' while the check runs). */
export function HealthCheckForm({
  url,
  isAnalyzing,
  canSubmit,
  onUrlChange,
  onSubmit,
  onFocus,
  state,
  inputRef,
}: HealthCheckFormProps) {
  const { t } = useTranslation();
  return (
    <form
      className="health-check-form"
      data-state={state}
      onSubmit={(event) => {
        event.preventDefault();
        const field = event.currentTarget.elements.namedItem(HEALTH_URL_FIELD_ID);
        onSubmit(field instanceof HTMLInputElement ? field.value : '');
      }}
    >
      <Flex direction="column" gap="2">
        <Text as="label" htmlFor={HEALTH_URL_FIELD_ID} weight="medium">
          {t('home.healthCheck.urlLabel')}
        </Text>
        <Flex direction={{ initial: 'column', sm: 'row' }} gap="3">
          <TextField.Root
            ref={inputRef}
            id={HEALTH_URL_FIELD_ID}
            size="3"
            type="text"
            inputMode="url"
            autoComplete="url"
            dir="ltr"
            placeholder={t('home.healthCheck.urlPlaceholder')}
            value={url}
            defaultValue={url === undefined ? '' : undefined}
            disabled={isAnalyzing}
            onChange={(event) => onUrlChange(event.target.value)}
            onFocus={onFocus && ((event) => onFocus(event.target.value))}
            className="health-check-form__field"
          />
          <Button type="submit" size="3" disabled={!canSubmit} aria-busy={isAnalyzing}>
            {isAnalyzing ? <Spinner /> : null}
            {isAnalyzing ? t('home.healthCheck.analyzing') : t('home.healthCheck.analyze')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
