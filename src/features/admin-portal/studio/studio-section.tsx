/**
 * One kind of the content studio (posts, portfolio projects, showcase sites, testimonials): New, the list (drafts and published items) with each item's
 * actions, the editor and the delete confirmation, all driven by the kind's contentStudio machine.
 */
import { Plus, Star } from 'lucide-react';
import { Badge, Button, Flex } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  studioTitleOf,
  type ContentStudioView,
  type StudioItem,
  type StudioKind,
} from '@machines/content-studio';
import { PACKAGES, PORTFOLIO_CATEGORIES, type PortfolioCategory } from '@contract/catalogue';
import { routeQuery } from '@src/api/route-query';
import { ListEmpty, QueryView } from '@src/components/list-states/list-states.view';
import { ConfirmDelete } from './confirm-delete.view';
import { StudioEditor } from './studio-editor.view';
import { StudioRow } from './studio-row.view';
import { LIST_ROUTE, useContentStudio } from './use-content-studio';

/** What a kind adds to its row: a post's SEO score, a testimonial's rating, a project's flag, a site's package. */
function Extra({ kind, item }: { kind: StudioKind; item: StudioItem }) {
  const { t } = useTranslation();
  if ('seoScore' in item)
    return (
      <Badge color={item.seoScore >= 80 ? 'green' : 'amber'} variant="soft" size="2">
        {t('admin.studio.seoScore', { score: item.seoScore })}
      </Badge>
    );
  if ('rating' in item)
    return (
      <Badge color="gray" variant="soft" size="2">
        {t('admin.studio.rating', { rating: item.rating })}
      </Badge>
    );
  if ('packageType' in item)
    return (
      <Badge color="gray" variant="soft" size="2">
        {t('catalogue.packageName', { name: PACKAGES[item.packageType].name })}
      </Badge>
    );
  return kind === 'portfolio' && 'featured' in item && item.featured ? (
    <Badge color="amber" variant="soft" size="2">
      <Star size={12} aria-hidden />
      {t('portfolio.featured')}
    </Badge>
  ) : null;
}

/** The line under an item's title: a post's address, a project's category, a site's address, a client's company. */
function useSubtitleOf(): (item: StudioItem) => string {
  const { t } = useTranslation();
  return (item) => {
    if ('slug' in item) return `/blog/${item.slug}`;
    if ('clientCompany' in item) return item.clientCompany;
    if ('websiteUrl' in item) return item.websiteUrl;
    const known = (PORTFOLIO_CATEGORIES as readonly string[]).includes(item.category);
    return known ? t(`portfolio.categories.${item.category as PortfolioCategory}`) : item.category;
  };
}

/** The list of a kind (the states of its machine render it). */
export function StudioList({ items, view }: { items: readonly StudioItem[]; view: ContentStudioView }) {
  const { t } = useTranslation();
  const subtitleOf = useSubtitleOf();
  return (
    <>
      {items.length === 0 ? (
        <ListEmpty>{t(`admin.studio.empty.${view.kind}`)}</ListEmpty>
      ) : (
        <Flex asChild direction="column" gap="3" m="0" p="0">
          <ul aria-label={t(`admin.studio.kinds.${view.kind}`)}>
            {items.map((item) => (
              <StudioRow
                key={item.id}
                id={item.id}
                title={studioTitleOf(view.kind, item)}
                subtitle={subtitleOf(item)}
                status={item.status}
                extra={<Extra kind={view.kind} item={item} />}
                canAct={view.canAct}
                busy={view.busyId === item.id}
                onEdit={() => view.onEdit(item)}
                onToggleStatus={() => view.onToggleStatus(item)}
                onDelete={() => view.onDelete(item)}
              />
            ))}
          </ul>
        </Flex>
      )}
      <StudioEditor view={view} item={items.find((item) => item.id === view.editingId)} />
      <ConfirmDelete view={view} />
    </>
  );
}

export function StudioSection({ kind }: { kind: StudioKind }) {
  const { t } = useTranslation();
  const view = useContentStudio(kind);
  const query = useQuery(routeQuery(LIST_ROUTE[kind]));
  return (
    <Flex direction="column" gap="3">
      <Flex justify="end">
        <Button disabled={!view.canAct} onClick={view.onCreate}>
          <Plus size={16} aria-hidden />
          {t(`admin.studio.new.${kind}`)}
        </Button>
      </Flex>
      <QueryView
        query={query as ReturnType<typeof useQuery<readonly StudioItem[]>>}
        loading={t(`admin.studio.loading.${kind}`)}
        failed={t(`admin.studio.failed.${kind}`)}
      >
        {(items) => <StudioList items={items} view={view} />}
      </QueryView>
    </Flex>
  );
}
