import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { LANGUAGES } from '@contract/catalogue';
import { LanguagePicker } from '@src/components/navigation/language-picker';

const meta = {
  title: 'Shell/Language picker',
  component: LanguagePicker,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof LanguagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

/** Arabic: the trigger shows its flag and the page turns right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
};

/** The menu: a flag and the language's own name for all ten languages. */
export const Open: Story = {
  // A modal menu hides the rest of the page from assistive technology while it traps focus (Radix):
  // the hidden trigger stays focusable by design, which axe's aria-hidden-focus cannot know.
  parameters: { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Language: English' }));
    const items = await screen.findAllByRole('menuitemradio');
    await expect(items).toHaveLength(LANGUAGES.length);
    await expect(screen.getByRole('menuitemradio', { name: /English/ })).toBeChecked();
  },
};
