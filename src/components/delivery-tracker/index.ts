export { DeliveryTracker, type DeliveryTrackerProps } from './delivery-tracker.view';
export {
  byNearestDeadline,
  deliveryProgress,
  type DeliveryProgress,
  type DeliveryState,
  type DeliveryTimes,
} from './delivery-progress';
export { NowProvider, useNow } from './use-now';
export { fixedNow, type NowSource } from './now-source';
