// A thread as GET /api/general/mailbox/x/{id} answers it; an attachment opens from its signed
// address (GET …/{id}/x/file?file_id=, answered by MSW with a small PDF).
import { withStoryApi } from '@portal/design-system/storybook';
import { http, HttpResponse } from 'msw';
import { mailAttachment, mailItem, rapatThread } from '../mail-fixtures';
import { MailThread } from './MailThread';

const PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF';

const handlers = [
  http.get('/api/general/mailbox/x/:id/x/file', () => HttpResponse.json({ data: '/story-files/notulen.pdf' })),
  http.get('/story-files/notulen.pdf', () => new HttpResponse(PDF, { headers: { 'Content-Type': 'application/pdf' } })),
];

const meta = {
  title: 'mf-message/Mail/MailThread',
  component: MailThread,
  decorators: [withStoryApi],
  args: { mails: rapatThread(false).data.mails, activeId: 21 },
  parameters: { msw: { handlers } },
};

export default meta;

/** The main mail with an attachment ('Buka' through its signed address), then a reply. */
export const WithReplies = {};

/** One mail to many recipients with several attachments. */
export const SingleMail = {
  args: {
    mails: [
      mailItem({
        attachments: [
          mailAttachment(),
          mailAttachment({
            id: 62,
            name: 'foto.png',
            content_type: 'image/png',
            size: 96_300,
            location: 'mail/21/foto.png',
          }),
        ],
      }),
    ],
  },
};
