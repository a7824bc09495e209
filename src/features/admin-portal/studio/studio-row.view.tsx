/**
 * One item of a studio list, whatever its kind: its title and line below, its status, what the
 * kind adds (a post's SEO score, a testimonial's rating), and Edit, Publish/Unpublish, Delete.
 */
import { Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import { Badge, Button, Card, Flex, Heading, Spinner, Text, VisuallyHidden } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioStatus } from '@machines/content-studio';

export interface StudioRowProps {
  id: string;
  title: string;
  subtitle: string;
  status: StudioStatus;
  /** The kind's own badge (SEO score, rating). */
  extra?: ReactNode;
  canAct: boolean;
  busy: boolean;
  onEdit: () => void;
  onToggleStatus: () => void;
  onDelete: () => void;
}

export function StudioRow({
  id,
  title,
  subtitle,
  status,
  extra,
  canAct,
  busy,
  onEdit,
  onToggleStatus,
  onDelete,
}: StudioRowProps) {
  const { t } = useTranslation();
  const titleId = `studio-item-${id}`;
  const named = <VisuallyHidden> {title}</VisuallyHidden>;
  return (
    <Card size="2" asChild>
      <li aria-labelledby={titleId}>
        <Flex direction="column" gap="2">
          <Flex justify="between" align="start" gap="2" wrap="wrap">
            <Flex direction="column" minWidth="0" flexBasis="240px" flexGrow="1">
              {/* <bdi>, not dir="auto" on the line: an English title keeps its punctuation right and
                  still lines up with the rest of a right-to-left page. */}
              <Heading as="h3" size="3" id={titleId} className="admin-text-wrap">
                <bdi>{title}</bdi>
              </Heading>
              <Text size="2" color="gray" className="admin-text-wrap">
                <bdi>{subtitle}</bdi>
              </Text>
            </Flex>
            <Flex gap="2" align="center" wrap="wrap">
              {extra}
              <Badge color={status === 'published' ? 'green' : 'amber'} variant="soft" size="2">
                {t(`admin.studio.status.${status}`)}
              </Badge>
            </Flex>
          </Flex>
          <Flex gap="2" justify="end" wrap="wrap">
            <Button size="2" variant="soft" disabled={!canAct} onClick={onEdit}>
              <Pencil size={16} aria-hidden />
              {t('admin.studio.edit')}
              {named}
            </Button>
            <Button size="2" variant="soft" color="gray" disabled={!canAct} onClick={onToggleStatus}>
              {busy ? (
                <Spinner />
              ) : status === 'draft' ? (
                <Eye size={16} aria-hidden />
              ) : (
                <EyeOff size={16} aria-hidden />
              )}
              {status === 'draft' ? t('admin.studio.publish') : t('admin.studio.unpublish')}
              {named}
            </Button>
            <Button size="2" variant="soft" color="red" disabled={!canAct} onClick={onDelete}>
              <Trash2 size={16} aria-hidden />
              {t('admin.studio.delete')}
              {named}
            </Button>
          </Flex>
        </Flex>
      </li>
    </Card>
  );
}
