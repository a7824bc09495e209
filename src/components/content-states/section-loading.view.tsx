import { Flex, Spinner } from '@radix-ui/themes';

/** A section's spinner while its data loads, named for screen readers ("Loading projects…"). */
export function SectionLoading({ label }: { label: string }) {
  return (
    <Flex justify="center" py="8" role="status" aria-label={label}>
      <Spinner size="3" />
    </Flex>
  );
}
