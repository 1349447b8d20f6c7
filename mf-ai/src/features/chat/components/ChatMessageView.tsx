/**
 * One message of the chat: the user's question as text, the assistant's answer as safe Markdown with
 * the portal data (tools) it used underneath, and a failure in the error colour.
 */
import type { AiToolUse } from '@portal/contracts';
import { Badge, Box, HStack, Stack, Text, Wrap } from '@portal/design-system';
import { SafeMarkdown } from './SafeMarkdown';

export interface ChatMessageViewProps {
  /** Who wrote it (the stored message's role). */
  author: 'user' | 'assistant';
  content: string;
  toolCalls?: AiToolUse[];
  /** 'error' marks a failed answer (provider timeout…); 'offline' the offline assistant. */
  source?: string | null;
  /** Still arriving: shows a caret after the text. */
  streaming?: boolean;
}

export function ToolsUsed({ tools }: { tools: AiToolUse[] }) {
  if (tools.length === 0) return null;
  return (
    <HStack gap="2" wrap="wrap" data-testid="ai-tools-used">
      <Text fontSize="xs" color="fg.muted">
        Data portal yang dipakai:
      </Text>
      <Wrap gap="1">
        {tools.map((tool, i) => (
          <Badge key={`${tool.name}-${i}`} size="sm" colorPalette={tool.ok ? 'green' : 'orange'} title={tool.summary}>
            {tool.label}
            {tool.ok ? '' : ' (ditolak)'}
          </Badge>
        ))}
      </Wrap>
    </HStack>
  );
}

export function ChatMessageView({ author, content, toolCalls = [], source, streaming }: ChatMessageViewProps) {
  const mine = author === 'user';
  return (
    <Box
      alignSelf={mine ? 'flex-end' : 'flex-start'}
      maxW="85%"
      bg={mine ? 'brand.subtle' : source === 'error' ? 'red.subtle' : 'bg.muted'}
      color={source === 'error' ? 'red.fg' : undefined}
      px="3"
      py="2"
      borderRadius="lg"
      data-testid={mine ? 'ai-message-user' : 'ai-message-assistant'}
      role={source === 'error' ? 'alert' : undefined}
    >
      <Stack gap="2">
        {mine ? <Text whiteSpace="pre-wrap">{content}</Text> : <SafeMarkdown text={content} />}
        {streaming ? (
          <Text as="span" aria-hidden color="fg.muted">
            ▍
          </Text>
        ) : null}
        <ToolsUsed tools={toolCalls} />
      </Stack>
    </Box>
  );
}
