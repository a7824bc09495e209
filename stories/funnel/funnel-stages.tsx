/**
 * The tour and the popups as the home page shows them: over a page with the sections the tour
 * points at, and with the floating corner the funnel places the cards and the Tour button in.
 */
import { Box, Heading, Section, Text } from '@radix-ui/themes';
import type { GuidedTourView, PopupScheduleView } from '@machines';
import '@src/features/funnel/funnel.css';
import { GuidedTour } from '@src/features/funnel/guided-tour/guided-tour.view';
import { TourButton } from '@src/features/funnel/guided-tour/tour-button.view';
import { TOUR_TARGETS } from '@src/features/funnel/guided-tour/tour-targets';
import { SalesPopupDialogs } from '@src/features/funnel/sales-popups/sales-popup-dialogs.view';
import { SalesPopupCards } from '@src/features/funnel/sales-popups/sales-popups.view';

/** Stand-ins for the home page's sections, by their anchors. */
function SectionsToPointAt() {
  return (
    <Box>
      {Object.values(TOUR_TARGETS)
        .filter((anchor) => anchor !== null)
        .map((anchor) => (
          <Section
            key={anchor}
            id={anchor}
            size="3"
            style={{ minHeight: '70vh', borderBottom: '1px solid var(--gray-a5)' }}
          >
            <Heading as="h2">#{anchor}</Heading>
            <Text color="gray">A section of the home page.</Text>
          </Section>
        ))}
    </Box>
  );
}

export function GuidedTourStage({ view }: { view: GuidedTourView }) {
  return (
    <>
      <SectionsToPointAt />
      <GuidedTour view={view} />
      <div className="funnel-floating">
        <TourButton view={view} />
      </div>
    </>
  );
}

export function SalesPopupsStage({ view }: { view: PopupScheduleView }) {
  return (
    <>
      <SectionsToPointAt />
      <SalesPopupDialogs view={view} />
      <div className="funnel-floating">
        <div className="funnel-floating__cards" aria-live="polite">
          <SalesPopupCards view={view} />
        </div>
      </div>
    </>
  );
}
