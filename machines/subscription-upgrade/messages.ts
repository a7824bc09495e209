/**
 * English source texts of the upgrade's keys (spec part 1 §8), word for word. `{{phone}}` is the
 * support number from configuration (decision 27), an i18n default variable.
 */
export const subscriptionUpgradeMessages = {
  'subscriptionUpgrade.toast.upgraded.title': 'Subscription Upgraded!',
  'subscriptionUpgrade.toast.upgraded.description':
    'Your plan has been upgraded. New billing starts immediately at {{price}}/month.',
  'subscriptionUpgrade.toast.failed.title': 'Upgrade Failed',
  'subscriptionUpgrade.toast.failed.description':
    'Failed to upgrade subscription. Please contact support at {{phone}}.',
} as const;
