/**
 * The admin moves a project to in progress or completed (decision 14): the list is updated with
 * the server's answer (its times too, for the tracker) and a toast says what changed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProjectStatus } from '@contract/api/admin';
import type { Project } from '@contract/entities';
import { routeMutation, routeQueryKey } from '@src/api/route-query';
import { i18n } from '@src/i18n/i18n';
import { showToast } from '@src/stores/toasts.store';

export const useProjectStatus = () => {
  const client = useQueryClient();
  const mutation = useMutation({
    ...routeMutation('updateProjectStatus'),
    onSuccess: (updated) => {
      client.setQueryData<Project[]>(routeQueryKey('adminProjects'), (projects) =>
        projects?.map((project) => (project.id === updated.id ? updated : project)),
      );
      showToast({
        title: i18n.t('admin.projects.toast.moved.title'),
        description: i18n.t('admin.projects.toast.moved.description', {
          company: updated.companyName,
          status: i18n.t(`admin.status.${updated.status}`),
        }),
        variant: 'success',
      });
    },
    onError: () =>
      showToast({
        title: i18n.t('admin.projects.toast.failed.title'),
        description: i18n.t('admin.projects.toast.failed.description'),
        variant: 'error',
      }),
  });
  return {
    move: (project: Project, status: AdminProjectStatus) =>
      mutation.mutate({ params: { id: project.id }, body: { status } }),
    /** The project being moved, and where to. */
    moving: mutation.isPending ? mutation.variables : undefined,
  };
};
