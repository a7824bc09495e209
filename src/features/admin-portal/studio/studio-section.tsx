/**
 * One kind of the content studio: New, the list (drafts and published items) with each item's
 * actions, the editor and the delete confirmation, all driven by the kind's contentStudio machine.
 */
import { Plus } from 'lucide-react';
import { Badge, Button, Flex } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  studioTitleOf,
  type ContentStudioView,
  type StudioItem,
  type StudioKind,
} from '../../../../machines/content-studio';
import { routeQuery } from '../../../api/route-query';
import { ListEmpty, QueryView } from '../../admin-tab/list-states.view';
import { ConfirmDelete } from './confirm-delete.view';
import { StudioEditor } from './studio-editor.view';
import { StudioRow } from './studio-row.view';
import { useContentStudio } from './use-content-studio';

function Extra({ item }: { item: StudioItem }) {
  const { t } = useTranslation();
  return 'seoScore' in item ? (
    <Badge color={item.seoScore >= 80 ? 'green' : 'amber'} variant="soft" size="2">
      {t('admin.studio.seoScore', { score: item.seoScore })}
    </Badge>
  ) : (
    <Badge color="gray" variant="soft" size="2">
      {t('admin.studio.rating', { rating: item.rating })}
    </Badge>
  );
}

const subtitleOf = (item: StudioItem): string => ('slug' in item ? `/blog/${item.slug}` : item.clientCompany);

/** The list of a kind (the states of its machine render it). */
export function StudioList({ items, view }: { items: readonly StudioItem[]; view: ContentStudioView }) {
  const { t } = useTranslation();
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
                title={studioTitleOf(item)}
                subtitle={subtitleOf(item)}
                status={item.status}
                extra={<Extra item={item} />}
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
  const query = useQuery(routeQuery(kind === 'blogPost' ? 'studioBlogPosts' : 'studioTestimonials'));
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
