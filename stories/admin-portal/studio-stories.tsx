/**
 * The content studio's stories of one kind, made alike: its list and the list's states over the
 * mock API, a stored item's editor, preview and delete confirmation, and a new item's editor.
 * The stories file names each; a kind's own steps (what its editor is filled with) stay there.
 * The texts are the English locale's, as the studio shows them.
 */
import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { StudioKind } from '@machines/content-studio';
import { scenarioParameters } from '@mocks/scenarios';
import { ContentTab } from '@src/features/admin-portal/studio/content-tab';
import { StudioSection } from '@src/features/admin-portal/studio/studio-section';
import { LIST_ROUTE } from '@src/features/admin-portal/studio/use-content-studio';
import admin from '@src/i18n/locales/en/admin.json';

type Story = StoryObj;
type Dialog = ReturnType<typeof within>;

// Generous: the stories share two cores with other test runs.
export const NETWORK = { timeout: 10000 };

/**
 * Pastes a text into a field: typing it key by key re-renders the whole form for every key. A menu
 * that just closed (the language picker) leaves the dialog inert for a moment, as it does for a
 * person's pointer: the click waits for the field to take it.
 */
export const fill = async (field: HTMLElement, text: string) => {
  await waitFor(() => expect(getComputedStyle(field).pointerEvents).not.toBe('none'), NETWORK);
  await userEvent.click(field);
  await userEvent.paste(text);
};

/** The studio of a kind as a story renders it: the tab itself opens on the posts. */
const renderStudio = (kind: StudioKind) =>
  kind === 'blogPost' ? () => <ContentTab /> : () => <StudioSection kind={kind} />;

export const studioStories = (kind: StudioKind) => {
  const studio = renderStudio(kind);
  // The English texts the studio shows for the kind: its list's name, New, empty and failed lists.
  const list = admin.studio.kinds[kind];
  const route = LIST_ROUTE[kind];
  /** Presses an item's button in the list ("Edit Northwind Cloud"), then goes on in the page's dialogs. */
  const pressItem =
    (button: string, then: (dialog: Dialog) => Promise<void>): Story['play'] =>
    async ({ canvas, canvasElement }) => {
      const items = await canvas.findByRole('list', { name: list }, NETWORK);
      await userEvent.click(within(items).getByRole('button', { name: button }));
      await then(within(canvasElement.ownerDocument.body));
    };
  return {
    list: {
      render: studio,
      play: async ({ canvas }) => {
        await expect(await canvas.findByRole('list', { name: list }, NETWORK)).toBeVisible();
      },
    } satisfies Story,
    loading: { render: studio, parameters: scenarioParameters(route, 'slow') } satisfies Story,
    empty: {
      render: studio,
      parameters: scenarioParameters(route, 'empty'),
      play: async ({ canvas }) => {
        await expect(await canvas.findByText(admin.studio.empty[kind], {}, NETWORK)).toBeVisible();
      },
    } satisfies Story,
    failed: {
      render: studio,
      parameters: scenarioParameters(route, 'error'),
      play: async ({ canvas }) => {
        await expect(await canvas.findByRole('alert', {}, NETWORK)).toHaveTextContent(
          admin.studio.failed[kind],
        );
      },
    } satisfies Story,
    /** A stored item's editor, then the kind's own steps in it. */
    editing: (title: string, then: (dialog: Dialog) => Promise<void>): Story => ({
      render: studio,
      play: pressItem(`Edit ${title}`, then),
    }),
    /** A stored item as its public page will show it. */
    preview: (title: string): Story => ({
      render: studio,
      play: pressItem(`Edit ${title}`, async (dialog) => {
        await userEvent.click(await dialog.findByRole('button', { name: 'Preview' }, NETWORK));
        await expect(dialog.getByRole('region', { name: 'Preview of the public page' })).toBeInTheDocument();
      }),
    }),
    /** Delete asks first. */
    confirmDelete: (title: string): Story => ({
      render: studio,
      play: pressItem(`Delete ${title}`, async (dialog) => {
        await expect(
          await dialog.findByRole('alertdialog', { name: 'Delete for good?' }, NETWORK),
        ).toBeInTheDocument();
      }),
    }),
    /** A new item's editor, then the kind's own steps in it. */
    creating: (then: (dialog: Dialog) => Promise<void>): Story => ({
      render: studio,
      play: async ({ canvas, canvasElement }) => {
        await userEvent.click(await canvas.findByRole('button', { name: admin.studio.new[kind] }, NETWORK));
        await then(within(canvasElement.ownerDocument.body));
      },
    }),
  };
};
