/**
 * /ai/chat (spec §2; roles 9, 64 or 57): pick an agent, keep sessions in the side list, ask, and watch
 * the answer arrive piece by piece. The answer can be stopped; it shows which portal data it used;
 * the session's history stays. Without a provider the page says plainly it is the 'Asisten offline'.
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@portal/design-system/router';
import { useTransport } from '@portal/api-client';
import type { AiToolUse } from '@portal/contracts';
import {
  Badge,
  Box,
  Button,
  ErrorState,
  Grid,
  Heading,
  HStack,
  NativeSelect,
  Spinner,
  Stack,
  Text,
  Textarea,
  notify,
  notifyError,
  useConfirmedDelete,
} from '@portal/design-system';
import {
  createSession,
  deleteSession,
  renameSession,
  streamChat,
  useAgentOptions,
  useAgentSessions,
  useAiStatus,
  useAllSessions,
  useMessages,
} from '../api';
import { AgentAvatar } from '../components/AgentAvatar';
import { ChatMessageView } from '../components/ChatMessageView';
import { SessionSidebar } from '../components/SessionSidebar';

interface PendingTurn {
  /** History shown while the turn runs: a revalidation mid-stream must not show the question twice. */
  historyCount: number;
  question: string;
  answer: string;
  tools: AiToolUse[];
  error: string | null;
}

export default function ChatPage() {
  const transport = useTransport();
  const confirmDelete = useConfirmedDelete();
  const [params, setParams] = useSearchParams();
  const agents = useAgentOptions();
  const status = useAiStatus();
  const [agentId, setAgentId] = useState<number | null>(null);
  const sessionId = Number(params.get('session')) || null;
  const sessions = useAgentSessions(agentId);
  const messages = useMessages(sessionId);
  const [pending, setPending] = useState<PendingTurn | null>(null);
  const [question, setQuestion] = useState('');
  const [creating, setCreating] = useState(false);
  const stopper = useRef<AbortController | null>(null);
  const bottom = useRef<HTMLDivElement | null>(null);

  // The agent of the session the address names (opened from /ai/session), else the first active one.
  const agentList = agents.data?.data;
  const named = useAllSessions(agentId === null && sessionId !== null);
  const namedAgent = named.data?.data.find((s) => s.id === sessionId)?.agent_id;
  const waitingForNamed = agentId === null && sessionId !== null && !named.data && !named.error;
  useEffect(() => {
    if (agentId !== null || !agentList || agentList.length === 0 || waitingForNamed) return;
    setAgentId(namedAgent ?? agentList[0].id);
  }, [agentId, agentList, namedAgent, waitingForNamed]);

  // Leaving the page stops a running answer.
  useEffect(() => () => stopper.current?.abort(), []);

  const pendingAnswer = pending?.answer;
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [pendingAnswer, messages.data]);

  const selectSession = (id: number | null) => setParams(id ? { session: String(id) } : {});

  async function newSession() {
    if (!agentId) return;
    setCreating(true);
    try {
      const answer = await createSession(transport, agentId);
      notify.success(answer.message);
      await sessions.mutate();
      selectSession(answer.data.id);
    } catch (error) {
      notifyError(error);
    } finally {
      setCreating(false);
    }
  }

  async function rename(id: number, judul: string) {
    try {
      notify.success((await renameSession(transport, id, judul)).message);
      await sessions.mutate();
    } catch (error) {
      notifyError(error);
    }
  }

  async function remove(id: number) {
    const ok = await confirmDelete({
      title: 'Hapus sesi chat?',
      message: 'Sesi ini dan seluruh riwayat pesannya dihapus.',
      remove: () => deleteSession(transport, id),
    });
    if (!ok) return;
    if (id === sessionId) selectSession(null);
    void sessions.mutate();
  }

  async function ask() {
    const content = question.trim();
    if (!sessionId || content === '' || pending) return;
    const stop = new AbortController();
    stopper.current = stop;
    setQuestion('');
    setPending({
      historyCount: messages.data?.data.length ?? 0,
      question: content,
      answer: '',
      tools: [],
      error: null,
    });
    try {
      await streamChat(
        transport,
        sessionId,
        content,
        {
          onToken: (text) => setPending((p) => (p ? { ...p, answer: p.answer + text } : p)),
          onTool: (use) => setPending((p) => (p ? { ...p, tools: [...p.tools, use] } : p)),
          onDone: () => undefined,
          onError: (message) => setPending((p) => (p ? { ...p, error: message } : p)),
        },
        stop.signal,
      );
    } catch (error) {
      if (!stop.signal.aborted) {
        notifyError(error);
        setQuestion(content);
      }
    } finally {
      stopper.current = null;
      // The stored history (the answer, an error note or the stopped part) replaces the live turn.
      await messages.mutate();
      void sessions.mutate();
      setPending(null);
    }
  }

  const offline = status.data?.data.mode === 'offline';
  const agent = agentList?.find((a) => a.id === agentId);
  const stored = messages.data?.data ?? [];
  const history = pending ? stored.slice(0, pending.historyCount) : stored;

  if (agents.error) return <ErrorState message={agents.error.message} onRetry={() => void agents.mutate()} />;

  return (
    <Stack gap="4" data-testid="ai-chat-page">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack gap="3">
          <Heading as="h1" size="xl">
            Chat AI
          </Heading>
          {status.data ? (
            <Badge colorPalette={offline ? 'orange' : 'green'} data-testid="ai-mode">
              {status.data.data.label}
            </Badge>
          ) : null}
        </HStack>
        <HStack gap="2">
          {agent ? <AgentAvatar svg={agent.avatar_svg} nama={agent.nama} /> : null}
          <NativeSelect.Root size="sm" width="220px">
            <NativeSelect.Field
              aria-label="Agen AI"
              data-testid="ai-agent-select"
              value={agentId ?? ''}
              onChange={(e) => {
                setAgentId(Number(e.target.value) || null);
                selectSession(null);
              }}
            >
              {(agentList ?? []).map((a) => (
                <option key={a.id} value={a.id}>
                  {a.nama}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      </HStack>
      {agentList && agentList.length === 0 ? (
        <Text color="fg.muted">Belum ada agen AI yang aktif. Hubungi admin sistem.</Text>
      ) : null}
      {offline ? (
        <Text fontSize="sm" color="fg.muted">
          Asisten offline menjawab pertanyaan tertentu, misalnya &quot;sisa cuti saya&quot;, &quot;siapa atasan
          saya&quot;, &quot;berapa pegawai di kantor pusat&quot;, &quot;izin saya bulan ini&quot; atau &quot;persetujuan
          yang menunggu saya&quot;; selain itu dijawab dari petunjuk portal.
        </Text>
      ) : null}
      <Grid templateColumns={{ base: '1fr', md: '240px 1fr' }} gap="4" alignItems="start">
        <SessionSidebar
          sessions={sessions.data?.data ?? []}
          activeId={sessionId}
          onSelect={selectSession}
          onCreate={() => void newSession()}
          onRename={rename}
          onDelete={(id) => void remove(id)}
          creating={creating}
        />
        <Stack gap="3" minH="50vh" borderWidth="1px" borderRadius="lg" p="3">
          {!sessionId ? (
            <Text color="fg.muted">Pilih sesi di samping atau mulai sesi baru.</Text>
          ) : messages.isLoading ? (
            <Spinner />
          ) : (
            <Stack gap="3" flex="1" aria-live="polite" data-testid="ai-messages">
              {history.length === 0 && !pending ? (
                <Text color="fg.muted">Belum ada pesan. Tulis pertanyaan Anda di bawah.</Text>
              ) : null}
              {history.map((m) => (
                <ChatMessageView
                  key={m.id}
                  author={m.role}
                  content={m.content}
                  toolCalls={m.tool_calls}
                  source={m.source}
                />
              ))}
              {pending ? (
                <>
                  <ChatMessageView author="user" content={pending.question} />
                  <ChatMessageView
                    author="assistant"
                    content={pending.error ?? pending.answer}
                    toolCalls={pending.tools}
                    source={pending.error ? 'error' : null}
                    streaming={!pending.error}
                  />
                </>
              ) : null}
              <Box ref={bottom} />
            </Stack>
          )}
          {sessionId ? (
            <Box
              as="form"
              onSubmit={(e) => {
                e.preventDefault();
                void ask();
              }}
            >
              <Stack gap="2">
                <Textarea
                  aria-label="Pertanyaan"
                  data-testid="ai-question"
                  rows={2}
                  maxLength={4000}
                  value={question}
                  placeholder="Tulis pertanyaan, mis. sisa cuti saya"
                  onChange={(e) => setQuestion(e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' && !e.shiftKey) {
                      e.preventDefault();
                      void ask();
                    }
                  }}
                />
                <HStack justify="flex-end">
                  {pending ? (
                    <Button kind="secondary" onClick={() => stopper.current?.abort()} data-testid="ai-stop">
                      Hentikan
                    </Button>
                  ) : (
                    <Button type="submit" disabled={question.trim() === ''} data-testid="ai-send">
                      Kirim
                    </Button>
                  )}
                </HStack>
              </Stack>
            </Box>
          ) : null}
        </Stack>
      </Grid>
    </Stack>
  );
}
