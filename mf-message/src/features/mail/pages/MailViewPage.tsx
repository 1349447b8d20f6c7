import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from '@portal/design-system/router';
import { useTransport } from '@portal/api-client';
import type { MailCreateInput, MailThreadAnswer } from '@portal/contracts';
import {
  notify,
  notifyError,
  useConfirmedDelete,
  Box,
  Button,
  EmptyState,
  ErrorState,
  Heading,
  HStack,
  Link,
  LoadingState,
  Stack,
} from '@portal/design-system';
import {
  MAIL_ROUTES,
  MAIL_TEXTS,
  askedMail,
  deleteMail,
  replySubject,
  sendMail,
  updateMail,
  useMailThread,
  useUnreadCount,
} from '../api';
import { MailForm } from '../components/MailForm';
import { MailThread } from '../components/MailThread';

/**
 * /message/mail/:id: the thread of a mail (main mail, then replies oldest first). Opening it marks
 * its unread mails read (the unread count falls); 'Balas', 'Hapus' (to the trash, after a
 * confirmation) and 'Tandai belum dibaca'.
 */
export default function MailViewPage() {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const validId = Number.isInteger(id) && id > 0 ? id : null;
  const transport = useTransport();
  const navigate = useNavigate();
  const confirmDelete = useConfirmedDelete();
  const shown = useMailThread(validId);
  const unread = useUnreadCount();
  const [replying, setReplying] = useState(false);
  // Each unread mail is marked read once per visit: 'Tandai belum dibaca' is not undone by a reload.
  const marked = useRef(new Set<number>());
  const thread = shown.data?.data;
  const { mutate: mutateThread } = shown;
  const { mutate: mutateCount } = unread;

  useEffect(() => {
    if (!thread) return;
    const toMark = thread.mails.filter((m) => m.box === 'inbox' && m.is_unread && !marked.current.has(m.id));
    if (toMark.length === 0) return;
    for (const mail of toMark) marked.current.add(mail.id);
    void (async () => {
      try {
        for (const mail of toMark) {
          const answer = await updateMail(transport, mail.id, 'read');
          void mutateCount({ data: answer.data }, { revalidate: false });
        }
        const read = new Set(toMark.map((m) => m.id));
        await mutateThread(
          (current: MailThreadAnswer | undefined) =>
            current && {
              data: {
                ...current.data,
                mails: current.data.mails.map((m) => (read.has(m.id) ? { ...m, is_unread: false } : m)),
              },
            },
          { revalidate: false },
        );
      } catch (error) {
        notifyError(error);
      }
    })();
  }, [thread, transport, mutateThread, mutateCount]);

  if (validId === null || shown.error?.status === 404) {
    return (
      <EmptyState
        title="Pesan tidak ditemukan"
        description="Pesan mungkin sudah dihapus atau bukan milik Anda."
        action={
          <Button kind="secondary" asChild size="sm">
            <RouterLink to={MAIL_ROUTES.inbox}>Kembali ke kotak masuk</RouterLink>
          </Button>
        }
      />
    );
  }
  if (shown.error) return <ErrorState message={shown.error.message} onRetry={() => void mutateThread()} />;
  if (!thread) return <LoadingState label="Memuat pesan..." />;

  const mail = askedMail(thread);
  if (!mail) return <EmptyState title="Pesan tidak ditemukan" />;
  const main = thread.mails[0];
  const backTo = mail.box === 'inbox' ? MAIL_ROUTES.inbox : MAIL_ROUTES.outbox;
  const current = mail;

  async function remove() {
    const confirmed = await confirmDelete({
      title: 'Hapus pesan?',
      message: `"${current.subject}" dipindahkan ke Pesan Terhapus. Peserta lain tetap menyimpan salinannya.`,
      remove: async () => {
        const answer = await deleteMail(transport, current.id);
        void mutateCount({ data: answer.data }, { revalidate: false });
        return answer;
      },
    });
    if (confirmed) void navigate(backTo);
  }

  async function markUnread() {
    try {
      const answer = await updateMail(transport, current.id, 'unread');
      notify.success(answer.message);
      void mutateCount({ data: answer.data }, { revalidate: false });
      void navigate(MAIL_ROUTES.inbox);
    } catch (error) {
      notifyError(error);
    }
  }

  async function reply(input: MailCreateInput) {
    const answer = await sendMail(transport, input);
    notify.success(answer.message || MAIL_TEXTS.sent);
    setReplying(false);
    await mutateThread();
  }

  return (
    <Stack gap="5" data-testid="mail-view-page">
      <Link asChild fontSize="sm" colorPalette="brand" alignSelf="flex-start">
        <RouterLink to={backTo}>← Kembali ke {mail.box === 'inbox' ? 'kotak masuk' : 'kotak keluar'}</RouterLink>
      </Link>
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
        <Heading as="h1" size="xl" data-testid="mail-subject">
          {main.subject}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" onClick={() => setReplying(true)} disabled={replying} data-testid="mail-reply">
            Balas
          </Button>
          {mail.box === 'inbox' ? (
            <Button kind="secondary" size="sm" onClick={() => void markUnread()} data-testid="mail-mark-unread">
              Tandai belum dibaca
            </Button>
          ) : null}
          <Button kind="danger" size="sm" onClick={() => void remove()} data-testid="mail-delete">
            Hapus
          </Button>
        </HStack>
      </HStack>
      <MailThread mails={thread.mails} activeId={thread.id} />
      {replying ? (
        <Box borderWidth="1px" rounded="md" p="4" data-testid="mail-reply-form">
          <Heading as="h2" size="md" mb="3">
            Balas pesan
          </Heading>
          <MailForm
            parentId={mail.id}
            initialValues={{ subject: replySubject(main.subject) }}
            onSubmit={reply}
            onCancel={() => setReplying(false)}
          />
        </Box>
      ) : null}
    </Stack>
  );
}
