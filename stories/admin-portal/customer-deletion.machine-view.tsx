/**
 * The deletion machine's view: its states of interest become stories of the real customer list.
 * The app asks through the browser's own confirmation (window.confirm), which a story cannot show:
 * while the machine asks, a panel stands in for it with the same question and the same answers.
 */
import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import {
  connectCustomerDeletion,
  customerDeletionFakes,
  customerDeletionMachine,
  customerDeletionStatesOfInterest,
  type CustomerDeletionView,
} from '@machines/customer-deletion';
import { customers } from '@mocks/fixtures';
import { CustomerList } from '@src/components/admin-customers/customer-list.view';
import { defineMachineView } from '../support/state-story';

function CustomerListWithConfirmation({ view }: { view: CustomerDeletionView }) {
  const { t } = useTranslation();
  return (
    <Flex direction="column" gap="3" maxWidth="720px">
      {view.isConfirming && (
        <Callout.Root color="gray" data-testid="browser-confirmation">
          <Flex direction="column" gap="2">
            <Text size="1" color="gray">
              window.confirm
            </Text>
            <Text weight="bold">{t(view.confirmMessageKey)}</Text>
            <Flex gap="2">
              <Button size="1" color="red" variant="soft" highContrast onClick={view.onConfirm}>
                OK
              </Button>
              <Button size="1" variant="soft" color="gray" onClick={view.onCancel}>
                Cancel
              </Button>
            </Flex>
          </Flex>
        </Callout.Root>
      )}
      <CustomerList
        customers={customers}
        deletion={view}
        onMessage={() => console.info('The app would now open the message dialog')}
      />
    </Flex>
  );
}

export const machineView = defineMachineView({
  machine: customerDeletionMachine,
  statesOfInterest: customerDeletionStatesOfInterest,
  fakes: customerDeletionFakes,
  connect: connectCustomerDeletion,
  View: CustomerListWithConfirmation,
});
