import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '@radix-ui/themes';
import type { DeliveryState } from './delivery-progress';
import { TRACKER_NOW, trackerExamples } from './delivery-tracker.fixtures';
import { DeliveryTracker } from './delivery-tracker.view';
import { fixedNow } from './now-source';
import { NowProvider } from './use-now';

/**
 * The delivery tracker in each state, seen at one fixed moment (the clock stands still here; in the
 * portals it ticks). The customer's project cards show it full, the admin's project list compact.
 */
const meta = {
  title: 'Components/Delivery tracker',
  component: DeliveryTracker,
  decorators: [
    (Story) => (
      <NowProvider value={fixedNow(TRACKER_NOW)}>
        <Card size="2" style={{ maxWidth: 420 }}>
          <Story />
        </Card>
      </NowProvider>
    ),
  ],
} satisfies Meta<typeof DeliveryTracker>;

export default meta;
type Story = StoryObj<typeof meta>;

const state = (name: DeliveryState, compact = false): Story => ({
  args: { project: trackerExamples[name], compact },
});

export const AwaitingPayment = state('awaitingPayment');
export const OnTrack = state('onTrack');
export const DueSoon = state('dueSoon');
export const Overdue = state('overdue');
export const DeliveredOnTime = state('deliveredOnTime');
export const DeliveredLate = state('deliveredLate');
export const Delivered = state('delivered');
/** The admin's list: the state, the time left and the steps, without their times. */
export const CompactOverdue = state('overdue', true);
export const CompactOnTrack = state('onTrack', true);
