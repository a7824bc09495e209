import { Badge, Callout, Card, Flex, Heading, Spinner, Table, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { formatCents, routes, type ResponseOf } from '@contract';

/**
 * A story-only reader of `GET /api/customer/projects` through the app's data layer: the query
 * key is the path, the default query function fetches it with the stored token. It shows what the
 * mocks answer in each scenario; the real projects tab belongs to the customer portal.
 */
export function ProjectList() {
  const projects = useQuery<ResponseOf<'customerProjects'>>({ queryKey: [routes.customerProjects.path] });
  return (
    <Card size="3">
      <Heading as="h2" size="4" mb="3">
        GET {routes.customerProjects.path}
      </Heading>
      {projects.isPending && (
        <Flex align="center" gap="2" role="status">
          <Spinner /> <Text color="gray">Loading projects…</Text>
        </Flex>
      )}
      {projects.isError && (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{projects.error.message}</Callout.Text>
        </Callout.Root>
      )}
      {projects.data?.length === 0 && <Text color="gray">No projects yet.</Text>}
      {projects.data && projects.data.length > 0 && (
        <Table.Root variant="surface">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Company</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Package</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">Paid / total</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {projects.data.map((project) => (
              <Table.Row key={project.id}>
                <Table.RowHeaderCell>{project.companyName}</Table.RowHeaderCell>
                <Table.Cell>{project.packageType}</Table.Cell>
                <Table.Cell>
                  <Badge>{project.status.replace(/_/g, ' ').toUpperCase()}</Badge>
                </Table.Cell>
                <Table.Cell justify="end">
                  {formatCents(project.paidAmount)} / {formatCents(project.totalAmount)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Card>
  );
}
