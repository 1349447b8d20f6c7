import { EmptyState, LoadingState, Box, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@portal/design-system';
import { useSessionUser } from '../../session/SessionContext';
import { allows, POLICY } from '@portal/domain';
import { useDashboard } from './dashboard-api';
import { TOPIC_GROUPS, TOPICS } from './dashboard-topics';
import { RefreshStatsButton } from './RefreshStatsButton';
import { TopicCard } from './TopicCard';

/**
 * /dashboard (role 10): the statistics of spec section 3, grouped and drawn as charts (each with its
 * table). The server computes them every 15 minutes (or when an admin asks), for every office and for
 * each office with the offices below it; the page says whose figures it shows. Topics without data
 * say why instead of showing a number.
 */
export default function DashboardPage() {
  const user = useSessionUser();
  const dashboard = useDashboard();
  const mayRefresh =
    user !== null && allows(POLICY.refreshDashboard, { rolesId: user.rolesId, jabatanId: user.jabatan_id });

  return (
    <Stack gap="6" data-testid="dashboard-page">
      <Flex justify="space-between" align={{ base: 'flex-start', md: 'center' }} gap="3" wrap="wrap">
        <Box>
          <Heading as="h1" size="xl">
            Dashboard
          </Heading>
          <Text color="fg.muted">Statistik kepegawaian, dihitung ulang oleh server setiap 15 menit.</Text>
          {dashboard.data?.scope ? (
            <Text fontSize="sm" data-testid="dashboard-scope">
              Cakupan data:{' '}
              <Text as="span" fontWeight="semibold">
                {dashboard.data.scope.kantor_id === null
                  ? dashboard.data.scope.nama
                  : `${dashboard.data.scope.nama} dan kantor di bawahnya`}
              </Text>
            </Text>
          ) : null}
        </Box>
        {mayRefresh ? <RefreshStatsButton onRefreshed={() => void dashboard.mutate()} /> : null}
      </Flex>

      {dashboard.error && !dashboard.data ? (
        <EmptyState
          title="Dashboard tidak dapat dimuat"
          description={dashboard.error.message}
          action={
            <Button size="sm" onClick={() => void dashboard.mutate()}>
              Coba lagi
            </Button>
          }
        />
      ) : !dashboard.data ? (
        <LoadingState />
      ) : (
        TOPIC_GROUPS.map((group) => (
          <Stack
            as="section"
            key={group.id}
            gap="3"
            aria-labelledby={`dashboard-group-${group.id}`}
            data-testid={`dashboard-group-${group.id}`}
          >
            <Heading as="h2" size="md" id={`dashboard-group-${group.id}`}>
              {group.title}
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" alignItems="start">
              {group.topics.map((key) => (
                <TopicCard key={key} topicKey={key} definition={TOPICS[key]} topic={dashboard.data?.data[key]} />
              ))}
            </SimpleGrid>
          </Stack>
        ))
      )}
    </Stack>
  );
}
