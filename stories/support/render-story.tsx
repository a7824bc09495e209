/**
 * Renders a composed story outside Storybook as the story frame would: the app's providers, the
 * feature scope and a memory router.
 */
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@src/app/app-providers';
import { FeatureScope } from '@src/app/feature-scope';

export const renderStory = (Story: ComponentType) =>
  render(
    <AppProviders>
      <FeatureScope>
        <MemoryRouter>
          <Story />
        </MemoryRouter>
      </FeatureScope>
    </AppProviders>,
  );
