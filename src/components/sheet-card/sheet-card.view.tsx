import { X } from 'lucide-react';
import { Button, Card, Flex, Heading, IconButton, Text } from '@radix-ui/themes';
import './sheet-card.css';

export interface SheetCardProps {
  /** The id of the card's heading, which names the card's region. */
  titleId: string;
  title: string;
  body: string;
  acceptLabel: string;
  onAccept: () => void;
  dismissLabel: string;
  onDismiss: () => void;
}

/**
 * A card in the funnel's floating sheet at the bottom (the sales cards, "Continue your project"):
 * it never takes the focus or blocks the page; it is a labelled region a keyboard reaches in its
 * turn. One column on phones; from 768 px the words beside the button, so the sheet stays low
 * (sheet-card.css).
 */
export function SheetCard({
  titleId,
  title,
  body,
  acceptLabel,
  onAccept,
  dismissLabel,
  onDismiss,
}: SheetCardProps) {
  return (
    <Card size="2" variant="classic" className="sheet-card" asChild>
      <aside aria-labelledby={titleId}>
        <Flex direction={{ initial: 'column', sm: 'row' }} align={{ sm: 'center' }} gap="3">
          <Flex direction="column" gap="1" flexGrow="1" className="sheet-card__title">
            <Heading as="h2" size="3" id={titleId}>
              {title}
            </Heading>
            <Text as="p" size="2" color="gray">
              {body}
            </Text>
          </Flex>
          <Button size="2" onClick={onAccept}>
            {acceptLabel}
          </Button>
          <IconButton
            variant="ghost"
            color="gray"
            size="1"
            className="sheet-card__dismiss"
            aria-label={dismissLabel}
            onClick={onDismiss}
          >
            <X size={16} aria-hidden />
          </IconButton>
        </Flex>
      </aside>
    </Card>
  );
}
