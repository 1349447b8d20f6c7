import { checkRouteTable } from '@portal/domain';
import { routes } from './routes';

const byPath = (path: string) => routes.find((r) => r.path === path)!;

describe('mf-message routes', () => {
  it('is a sound route table inside the message prefixes', () => {
    expect(checkRouteTable(routes, 'mf_message')).toEqual([]);
  });

  it('carries the spec meta', () => {
    expect(byPath('/message/link').meta).toMatchObject({ policy: { hasRolesId: [10], doesntHaveRolesId: [8] } });
    expect(byPath('/message/broadcast').meta.policy?.hasRolesId).toEqual([7]);
    expect(byPath('/message/inbox').meta.policy?.hasRolesId).toBeUndefined();
    expect(byPath('/webhook_whatsapp').meta).toMatchObject({ policy: { hasRolesId: [63] }, title: 'Ultramsg' });
    expect(byPath('/learning/quiz/index').meta.policy?.hasRolesId).toEqual([63]);
    expect(byPath('/task/show').meta.menu).toBe(false);
  });

  it('lazy-loads the link board pages and keeps their meta', async () => {
    expect(byPath('/message/link/:id').meta).toEqual({ title: 'Detail Tautan Informasi', menu: false });
    expect(typeof (await byPath('/message/link').load!()).default).toBe('function');
    expect(typeof (await byPath('/message/link/:id').load!()).default).toBe('function');
  });

  it('lazy-loads the mailbox pages and keeps their meta', async () => {
    expect(byPath('/message/inbox').meta).toEqual({ title: 'Kotak Masuk', menu: { group: 'Komunikasi' } });
    expect(byPath('/message/outbox').meta).toEqual({ title: 'Kotak Keluar', menu: { group: 'Komunikasi' } });
    expect(byPath('/message/trash').meta).toEqual({ title: 'Pesan Terhapus', menu: { group: 'Komunikasi' } });
    expect(byPath('/message/mail').meta).toEqual({ title: 'Tulis Pesan', menu: { group: 'Komunikasi' } });
    expect(byPath('/message/mail/:id').meta).toEqual({ title: 'Baca Pesan', menu: false });
    expect(routes.slice(0, 4).map((r) => r.name)).toEqual([
      'message.inbox',
      'message.outbox',
      'message.trash',
      'message.mail',
    ]);
    for (const path of ['/message/inbox', '/message/outbox', '/message/trash', '/message/mail', '/message/mail/:id'])
      expect(typeof (await byPath(path).load!()).default).toBe('function');
  });

  it('lazy-loads the admin notification list and the worksheet attribute page with their policies', async () => {
    expect(byPath('/message/notification/all').meta).toMatchObject({
      policy: { hasRolesId: [1, 66] },
      title: 'Semua Notifikasi',
      menu: { group: 'Komunikasi' },
    });
    expect(byPath('/pegawai/worksheet/attribute').meta).toMatchObject({
      policy: { hasRolesId: [63] },
      title: 'Atribut Tugas Worksheet',
      menu: { group: 'Tugas & Pembelajaran' },
    });
    for (const path of ['/message/notification/all', '/pegawai/worksheet/attribute'])
      expect(typeof (await byPath(path).load!()).default).toBe('function');
  });
});
