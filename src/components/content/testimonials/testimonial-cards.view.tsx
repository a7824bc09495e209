import { Badge, Card, Flex, Grid, Text } from '@radix-ui/themes';
import { Quote } from 'lucide-react';
import { useNumberFormats } from '@src/i18n/number-formats';
import { StarRating } from '../../star-rating/star-rating';
import { balancedGrid } from './balanced-grid';
import './testimonial-cards.css';

/** A text of the card, with the attributes of its language when it is not the page's (a brand, English content). */
export interface CardText {
  text: string;
  lang?: 'en';
  dir?: 'auto';
}

/** What a card says: the loaded testimonials and the home page's fixed sample reviews differ only here. */
export interface TestimonialCardItem {
  id: string;
  /** Stars and 'N.0'; a quote without a rating (the landing pages') opens with a quotation mark. */
  rating?: number;
  quote: CardText;
  name: string;
  /** Under the name: the company, or "role, company". */
  byline: CardText;
  /** The client's portrait; the sample reviews have none. */
  avatar?: string;
  /** Facts about the project under the byline (its package, its delivery time). */
  badges?: readonly { label: string; color: 'indigo' | 'green' }[];
}

const textProps = ({ lang, dir }: CardText) => ({ lang, dir });

/**
 * How the cards are laid out: `grid`, the testimonials' columns, each card with its stars; `stack`,
 * one column of quieter cards that lead with their project's facts, for the trust block, whose
 * overall rating stands beside them (the same reviews must not read as a second testimonials section).
 */
export type TestimonialCardsLayout = 'grid' | 'stack';

/**
 * Clients in their own words, one card each: stars and 'N.0', the quote, then who said it. The home
 * page's testimonials (loaded), its trust block's sample reviews, the landing pages' quotes and the
 * studio's preview all show this one view.
 */
export function TestimonialCards({
  cards,
  layout = 'grid',
}: {
  cards: readonly TestimonialCardItem[];
  layout?: TestimonialCardsLayout;
}) {
  const formats = useNumberFormats();
  const stacked = layout === 'stack';
  const grid = balancedGrid(stacked ? 1 : cards.length);
  return (
    <Grid columns={grid.columns} gap={stacked ? '3' : '4'}>
      {cards.map((card, index) => (
        // The figure is the card and its column: a figcaption must be the figure's own child.
        <Card key={card.id} size={stacked ? '2' : '3'} variant={stacked ? 'surface' : undefined} asChild>
          <Flex
            asChild
            direction="column"
            gap="3"
            height="100%"
            gridColumn={index === cards.length - 1 ? grid.lastSpan : undefined}
          >
            <figure className={`testimonial-card testimonial-card--${layout}`}>
              {stacked ? (
                <Badges badges={card.badges} />
              ) : card.rating === undefined ? (
                <Quote size={24} aria-hidden color="var(--accent-9)" />
              ) : (
                <Flex align="center" gap="2">
                  <StarRating rating={card.rating} />
                  <Text weight="bold">{formats.rating(card.rating)}</Text>
                </Flex>
              )}
              <blockquote>
                <Text as="p" {...textProps(card.quote)}>
                  {card.quote.text}
                </Text>
              </blockquote>
              <Flex asChild direction="column" gap="2" mt="auto">
                <figcaption>
                  <Flex align="center" gap="3">
                    {card.avatar ? (
                      <img
                        src={card.avatar}
                        alt=""
                        width={48}
                        height={48}
                        loading="lazy"
                        decoding="async"
                        className="testimonial-card__avatar"
                      />
                    ) : null}
                    <Flex direction="column">
                      <Text weight="bold">{card.name}</Text>
                      <Text size="2" color="gray" {...textProps(card.byline)}>
                        {card.byline.text}
                      </Text>
                    </Flex>
                  </Flex>
                  {stacked ? null : <Badges badges={card.badges} />}
                </figcaption>
              </Flex>
            </figure>
          </Flex>
        </Card>
      ))}
    </Grid>
  );
}

function Badges({ badges }: { badges: TestimonialCardItem['badges'] }) {
  if (!badges?.length) return null;
  return (
    <Flex gap="2" wrap="wrap">
      {badges.map((badge) => (
        <Badge key={badge.label} color={badge.color} variant="soft" size="2">
          {badge.label}
        </Badge>
      ))}
    </Flex>
  );
}
