import { Box, Card, EmptyState, Heading, Text } from '@portal/design-system';
import { formatDate } from '@portal/domain';
import type { DashboardTopic } from './dashboard-api';
import type { DashboardTopicKey, TopicDefinition } from './dashboard-topics';
import { TopicValue } from './TopicValue';

/** The server's note for topics without data ('Belum tersedia: <why>'). */
export const NOT_AVAILABLE = 'Belum tersedia';

/** 'Belum tersedia: modul Diklat belum dibangun' → title 'Belum tersedia', description the reason. */
export function splitNote(note: string | undefined): { title: string; description?: string } {
  const text = note?.trim() || NOT_AVAILABLE;
  const match = /^Belum tersedia\s*[:—-]\s*(.+)$/s.exec(text);
  if (match) return { title: NOT_AVAILABLE, description: match[1].charAt(0).toUpperCase() + match[1].slice(1) };
  return text === NOT_AVAILABLE ? { title: text } : { title: NOT_AVAILABLE, description: text };
}

export interface TopicCardProps {
  topicKey: DashboardTopicKey;
  definition: TopicDefinition;
  topic: DashboardTopic | undefined;
}

/**
 * One dashboard topic: title, chart (or its own layout), note and when it was computed. A topic
 * without data shows an empty state with the server's reason (e.g. the module is not built yet), no number.
 */
export function TopicCard({ topicKey, definition, topic }: TopicCardProps) {
  const available = topic !== undefined && topic.value !== null && topic.value !== undefined;
  return (
    <Card.Root
      size="sm"
      variant={available ? 'elevated' : 'subtle'}
      gridColumn={definition.wide ? { md: 'span 2' } : undefined}
      data-testid={`dashboard-topic-${topicKey}`}
      data-available={available}
      aria-label={definition.title}
      as="section"
    >
      <Card.Header pb="1">
        <Heading as="h3" size="sm" color={available ? undefined : 'fg.muted'}>
          {definition.title}
        </Heading>
      </Card.Header>
      <Card.Body gap="2">
        {available ? (
          <TopicValue definition={definition} value={topic.value} />
        ) : (
          <Box data-testid="dashboard-topic-note" color="fg.muted">
            <EmptyState {...splitNote(topic?.note)} />
          </Box>
        )}
        {available && topic.note ? (
          <Text fontSize="xs" color="fg.muted">
            {topic.note}
          </Text>
        ) : null}
      </Card.Body>
      {topic?.updated_at ? (
        <Card.Footer pt="0">
          <Text fontSize="xs" color="fg.muted" data-testid="dashboard-topic-updated">
            Diperbarui {formatDate(topic.updated_at, { time: true })}
          </Text>
        </Card.Footer>
      ) : null}
    </Card.Root>
  );
}
