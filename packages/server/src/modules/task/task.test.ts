/**
 * Tasks on PostgreSQL: a parent with a sub-task, the history chat of the assignee, the owner's
 * review and approval (and nobody else's), deleting a parent with its sub-tasks ('parent_delete',
 * no orphans, also by the FK), rows of a stranger (404), the list's filters, search, sort and
 * paging, the option lists, the calendar with holidays and working days, bad input (4xx), audit
 * rows and the assignee's notifications.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createAccounts, type Account } from '../../../test/helpers/accounts.js';
import { seedKantor } from '../../../test/helpers/fixtures.js';
import { authorisedCaller, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';

const PATH = '/api/sdm/task';

interface Detail {
  id: number;
  nama: string;
  parent_id: number | null;
  status: { id: number; nama: string };
  owner: { id: number };
  pegawai: { id: number; nama: string };
  kantor: { id: number };
  children: { id: number; nama: string }[];
  history: { jenis: string; pesan: string; user: { nama: string } }[];
  can: Record<'manage' | 'history' | 'review' | 'approve' | 'child', boolean>;
}

describe('tasks (/api/sdm/task)', () => {
  let t: TestApp;
  let kantor: Record<string, number>;
  let u: Record<'dev' | 'dev2' | 'ani' | 'budi' | 'orang', Account>;

  before(async () => {
    t = await createTestApp();
    kantor = await seedKantor(t.db);
    u = await createAccounts(t, {
      dev: { roles: [10, 63], pegawai: { nama: 'Dewi Pengembang', kantor_id: kantor.pusat } },
      dev2: { roles: [10, 63], pegawai: { nama: 'Dodi Pengembang', kantor_id: kantor.pusat } },
      ani: { roles: [10], pegawai: { nama: 'Ani Lestari', kantor_id: kantor.bandung } },
      budi: { roles: [10], pegawai: { nama: 'Budi Santoso', kantor_id: kantor.bandung } },
      orang: { roles: [10], pegawai: { nama: 'Orang Lain', kantor_id: kantor.bandung } },
    });
  });
  after(() => t.close());

  const call = authorisedCaller(() => t.app);
  const ok = async (who: Account, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) => {
    const res = await call(who.token, method, url, body);
    assert.equal(res.statusCode, 200, `${method} ${url}: ${res.body}`);
    return res.json();
  };
  const newTask = (nama: string, over: Record<string, unknown> = {}) =>
    ok(u.dev, 'POST', PATH, {
      nama,
      deskripsi: 'Rincian',
      kantor_id: kantor.bandung,
      pegawai_id: u.ani.pegawaiId,
      batas_tanggal: '2026-03-16',
      ...over,
    });

  test('parent and child; history by the assignee; review and approve by the owner only', async () => {
    const created = await newTask('Laporan triwulan');
    assert.equal(created.message, 'Task created');
    const parent: Detail = created.data;
    assert.equal(parent.status.nama, 'Baru');
    assert.equal(parent.owner.id, u.dev.id);
    assert.equal(parent.pegawai.nama, 'Ani Lestari');
    assert.equal(parent.can.approve, true);

    const child = await ok(u.dev, 'POST', `${PATH}/${parent.id}`, {
      event: 'store_child',
      nama: 'Kumpulkan data cabang',
      pegawai_id: u.ani.pegawaiId,
      batas_tanggal: '2026-03-10',
    });
    assert.equal(child.message, 'Task Created');
    assert.equal(child.data.children.length, 1);
    const childId: number = child.data.children[0].id;
    const shownChild: Detail = (await ok(u.ani, 'GET', `${PATH}/${childId}`)).data;
    assert.equal(shownChild.parent_id, parent.id);
    assert.equal(shownChild.kantor.id, kantor.bandung, 'the parent office by default');
    assert.equal(shownChild.can.child, false, 'a sub-task holds no sub-tasks');

    // The assignee opens the task and reports: 'History Added', Baru → Dikerjakan.
    const seen: Detail = (await ok(u.ani, 'GET', `${PATH}/${parent.id}`)).data;
    assert.deepEqual(seen.can, { manage: false, history: true, review: false, approve: false, child: false });
    const history = await ok(u.ani, 'POST', `${PATH}/${parent.id}`, {
      event: 'store_history',
      pesan: 'Sudah mulai',
    });
    assert.equal(history.message, 'History Added');
    assert.equal(history.data.status.nama, 'Dikerjakan');
    assert.equal(history.data.history[0].user.nama, 'Ani Lestari');

    // Neither review nor approval by the assignee.
    for (const event of ['store_history_review', 'store_approve']) {
      const refused = await call(u.ani.token, 'POST', `${PATH}/${parent.id}`, { event, pesan: 'x' });
      assert.equal(refused.statusCode, 403, `${event}: ${refused.body}`);
    }
    // Nor by another manager who is not the owner.
    const other = await call(u.dev2.token, 'POST', `${PATH}/${parent.id}`, { event: 'store_approve' });
    assert.equal(other.statusCode, 403);

    const review = await ok(u.dev, 'POST', `${PATH}/${parent.id}`, {
      event: 'store_history_review',
      pesan: 'Tambahkan data Medan',
    });
    assert.equal(review.message, 'History Review Added');
    assert.equal(review.data.status.nama, 'Review');

    // The parent waits for its open sub-task.
    const early = await call(u.dev.token, 'POST', `${PATH}/${parent.id}`, { event: 'store_approve' });
    assert.equal(early.statusCode, 409);
    assert.equal(early.json().message, 'Masih ada sub-tugas yang belum Selesai');

    assert.equal((await ok(u.dev, 'POST', `${PATH}/${childId}`, { event: 'store_approve' })).message, 'Task Approved');
    const approved = await ok(u.dev, 'POST', `${PATH}/${parent.id}`, { event: 'store_approve', pesan: 'Bagus' });
    assert.equal(approved.message, 'Task Approved');
    assert.equal(approved.data.status.nama, 'Selesai');
    assert.deepEqual(
      approved.data.history.map((h: Detail['history'][number]) => h.jenis),
      ['history', 'review', 'approve'],
    );
    const again = await call(u.ani.token, 'POST', `${PATH}/${parent.id}`, { event: 'store_history', pesan: 'lagi' });
    assert.equal(again.statusCode, 409, 'a finished task takes no more history');

    // Audit rows and the assignee's notifications.
    const audits = await t.db
      .selectFrom('audit_log')
      .select('entity')
      .where('entity', 'in', ['task', 'task_history'])
      .execute();
    assert.ok(audits.length >= 6, `audit rows: ${audits.length}`);
    const notes = await t.db
      .selectFrom('notifications')
      .select(['title', 'link', 'kind'])
      .where('user_id', '=', u.ani.id)
      .execute();
    assert.ok(notes.some((n) => n.kind === 'task' && n.link === `/task/show?id=${parent.id}`));
    assert.ok(notes.some((n) => n.title.startsWith('Tugas disetujui')));
    const toOwner = await t.db.selectFrom('notifications').select('title').where('user_id', '=', u.dev.id).execute();
    assert.ok(
      toOwner.some((n) => n.title.startsWith('Catatan baru')),
      'the owner hears of the assignee’s note',
    );
  });

  test('deleting a parent removes its sub-tasks in the same transaction: parent_delete', async () => {
    const parent: Detail = (await newTask('Induk untuk dihapus')).data;
    for (const nama of ['Anak satu', 'Anak dua'])
      await ok(u.dev, 'POST', `${PATH}/${parent.id}`, {
        event: 'store_child',
        nama,
        pegawai_id: u.budi.pegawaiId,
        batas_tanggal: '2026-03-20',
      });
    const shown: Detail = (await ok(u.dev, 'GET', `${PATH}/${parent.id}`)).data;
    const childIds = shown.children.map((c) => c.id);
    await ok(u.budi, 'POST', `${PATH}/${childIds[0]}`, { event: 'store_history', pesan: 'Catatan' });

    const childOnly = await ok(u.dev, 'DELETE', `${PATH}/${childIds[1]}`);
    assert.deepEqual(childOnly, { message: 'Task deleted', event: 'child_delete', deleted_ids: [childIds[1]] });

    const removed = await ok(u.dev, 'DELETE', `${PATH}/${parent.id}`);
    assert.equal(removed.event, 'parent_delete');
    assert.deepEqual(removed.deleted_ids.sort(), [parent.id, childIds[0]].sort());
    const left = await t.db
      .selectFrom('task')
      .select('id')
      .where('id', 'in', [parent.id, ...childIds])
      .execute();
    assert.deepEqual(left, []);
    const gone = await call(u.dev.token, 'GET', `${PATH}/${childIds[0]}`);
    assert.equal(gone.statusCode, 404);

    // The FK holds it too: a parent deleted by SQL takes its sub-tasks.
    const p2: Detail = (await newTask('Induk SQL')).data;
    await ok(u.dev, 'POST', `${PATH}/${p2.id}`, {
      event: 'store_child',
      nama: 'Anak SQL',
      pegawai_id: u.budi.pegawaiId,
      batas_tanggal: '2026-03-20',
    });
    await t.db.deleteFrom('task').where('id', '=', p2.id).execute();
    const orphans = await t.db.selectFrom('task').select('id').where('parent_id', '=', p2.id).execute();
    assert.deepEqual(orphans, []);

    // The trigger-kept counter of the unfiltered total follows every write, cascades included.
    const counted = await t.db
      .selectFrom('task')
      .select(['status_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status_id')
      .execute();
    const kept = await t.db.selectFrom('task_status_count').selectAll().where('n', '>', 0).execute();
    assert.deepEqual(kept.map((k) => [k.status_id, k.n]).sort(), counted.map((c) => [c.status_id, Number(c.n)]).sort());
    const all = await ok(u.dev, 'GET', PATH);
    assert.equal(
      all.total,
      counted.reduce((a, c) => a + Number(c.n), 0),
    );
  });

  test('a stranger gets 404 on someone else’s task; only managers list, create, change and delete', async () => {
    const task: Detail = (await newTask('Rahasia tim')).data;
    for (const method of ['GET', 'POST'] as const) {
      const res = await call(
        u.orang.token,
        method,
        `${PATH}/${task.id}`,
        method === 'POST' ? { event: 'store_history', pesan: 'halo' } : undefined,
      );
      assert.equal(res.statusCode, 404, `${method}: ${res.body}`);
      assert.ok(!res.body.includes('Rahasia tim'));
    }
    for (const [method, url, body] of [
      ['GET', PATH, undefined],
      ['GET', `${PATH}/status`, undefined],
      ['GET', `${PATH}/calendar?tahun=2026&bulan=3`, undefined],
      [
        'POST',
        PATH,
        { nama: 'x', kantor_id: kantor.bandung, pegawai_id: u.ani.pegawaiId, batas_tanggal: '2026-01-01' },
      ],
      [
        'PUT',
        `${PATH}/${task.id}`,
        { nama: 'x', kantor_id: kantor.bandung, pegawai_id: 1, batas_tanggal: '2026-01-01' },
      ],
      ['DELETE', `${PATH}/${task.id}`, undefined],
    ] as const) {
      const res = await call(u.ani.token, method, url, body);
      assert.equal(res.statusCode, 403, `${method} ${url}: ${res.body}`);
    }
    // The assignee may not add a sub-task (owner or manager only).
    const child = await call(u.ani.token, 'POST', `${PATH}/${task.id}`, {
      event: 'store_child',
      nama: 'x',
      pegawai_id: u.ani.pegawaiId,
      batas_tanggal: '2026-01-01',
    });
    assert.equal(child.statusCode, 403);
    // Another manager sees and changes it.
    const updated = await ok(u.dev2, 'PUT', `${PATH}/${task.id}`, {
      nama: 'Rahasia tim (ubah)',
      kantor_id: kantor.bandung,
      pegawai_id: u.budi.pegawaiId,
      batas_tanggal: '2026-04-01',
    });
    assert.equal(updated.message, 'Task updated');
    assert.equal(updated.data.pegawai.nama, 'Budi Santoso');
    assert.equal((await call(u.ani.token, 'GET', `${PATH}/${task.id}`)).statusCode, 404, 'no longer hers');
  });

  test('the list: filters, search, sort, paging, option lists', async () => {
    await t.db.deleteFrom('task').execute();
    for (let i = 1; i <= 12; i += 1)
      await newTask(`Tugas nomor ${String(i).padStart(2, '0')}`, {
        pegawai_id: i % 2 === 0 ? u.ani.pegawaiId : u.budi.pegawaiId,
        kantor_id: i % 3 === 0 ? kantor.pusat : kantor.bandung,
        batas_tanggal: `2026-03-${String(i).padStart(2, '0')}`,
      });
    const page1 = await ok(u.dev, 'GET', `${PATH}?per_page=5`);
    assert.equal(page1.total, 12);
    assert.equal(page1.last_page, 3);
    assert.equal(page1.data[0].nama, 'Tugas nomor 12', 'newest first');
    const page3 = await ok(u.dev, 'GET', `${PATH}?per_page=5&page=3`);
    assert.deepEqual([page3.from, page3.to, page3.data.length], [11, 12, 2]);
    const past = await ok(u.dev, 'GET', `${PATH}?per_page=5&page=9`);
    assert.deepEqual([past.total, past.data.length], [12, 0]);

    assert.equal((await ok(u.dev, 'GET', `${PATH}?pegawai_id=${u.ani.pegawaiId}`)).total, 6);
    assert.equal((await ok(u.dev, 'GET', `${PATH}?kantor_id=${kantor.pusat}`)).total, 4);
    assert.equal(
      (await ok(u.dev, 'GET', `${PATH}?kantor_id=${kantor.pusat}&pegawai_id=${u.ani.pegawaiId}`)).total,
      2,
      'tasks 6 and 12',
    );
    assert.equal((await ok(u.dev, 'GET', `${PATH}?status_id=1`)).total, 12);
    assert.equal((await ok(u.dev, 'GET', `${PATH}?status_id=4`)).total, 0);
    const searched = await ok(u.dev, 'GET', `${PATH}?search=${encodeURIComponent('nomor 0')}`);
    assert.equal(searched.total, 9);
    assert.equal((await ok(u.dev, 'GET', `${PATH}?search=${encodeURIComponent('100%_')}`)).total, 0);
    const sorted = await ok(u.dev, 'GET', `${PATH}?sortby=batas_tanggal&per_page=3`);
    assert.deepEqual(
      sorted.data.map((r: { batas_tanggal: string }) => r.batas_tanggal),
      ['2026-03-01', '2026-03-02', '2026-03-03'],
    );
    const byName = await ok(u.dev, 'GET', `${PATH}?sortbydesc=nama&per_page=1`);
    assert.equal(byName.data[0].nama, 'Tugas nomor 12');

    const first = page1.data[0].id as number;
    await ok(u.dev, 'POST', `${PATH}/${first}`, {
      event: 'store_child',
      nama: 'Sub',
      pegawai_id: u.ani.pegawaiId,
      batas_tanggal: '2026-03-30',
    });
    const children = await ok(u.dev, 'GET', `${PATH}?parent_id=${first}`);
    assert.deepEqual(
      children.data.map((r: { nama: string; parent: { id: number } }) => [r.nama, r.parent.id]),
      [['Sub', first]],
    );

    const parents = await ok(u.dev, 'GET', `${PATH}/parent?search=nomor`);
    assert.equal(parents.data.length, 12, 'top-level tasks only');
    const kantorOptions = await ok(u.dev, 'GET', `${PATH}/kantor`);
    assert.deepEqual(kantorOptions.data.map((k: { id: number }) => k.id).sort(), [kantor.pusat, kantor.bandung].sort());
    const pegawaiOptions = await ok(u.dev, 'GET', `${PATH}/pegawai?search=ani`);
    assert.deepEqual(pegawaiOptions.data, [{ id: u.ani.pegawaiId, nama: 'Ani Lestari' }]);
    const statuses = await ok(u.dev, 'GET', `${PATH}/status`);
    assert.deepEqual(
      statuses.data.map((s: { nama: string }) => s.nama),
      ['Baru', 'Dikerjakan', 'Review', 'Selesai'],
    );
  });

  test('the calendar: the month’s tasks by due date, its holidays and the year’s working days', async () => {
    await t.db
      .insertInto('libur')
      .values([
        { tanggal: '2026-03-19', nama: 'Hari Suci Nyepi' },
        { tanggal: '2026-01-01', nama: 'Tahun Baru' },
      ])
      .execute();
    const cal = await ok(u.dev, 'GET', `${PATH}/calendar?tahun=2026&bulan=3`);
    assert.ok(cal.data.length >= 12);
    assert.ok(cal.data.every((r: { batas_tanggal: string }) => r.batas_tanggal.startsWith('2026-03')));
    assert.equal(cal.truncated, false);
    assert.deepEqual(cal.libur, [{ tanggal: '2026-03-19', nama: 'Hari Suci Nyepi' }]);
    // 2026: 261 weekdays, two of the holidays fall on weekdays (Thursday 1 January, Thursday 19 March).
    assert.equal(cal.tahun_pegawai.length, 259);
    assert.ok(!cal.tahun_pegawai.includes('2026-03-19'));
    assert.ok(!cal.tahun_pegawai.includes('2026-03-21'), 'a Saturday');
    assert.ok(cal.tahun_pegawai.includes('2026-03-20'));
    const byPegawai = await ok(u.dev, 'GET', `${PATH}/calendar?tahun=2026&bulan=3&pegawai_id=${u.budi.pegawaiId}`);
    assert.equal(byPegawai.data.length, 6);
  });

  test('bad input answers 4xx with Indonesian messages, never 5xx', async () => {
    const missing = await call(u.dev.token, 'POST', PATH, { nama: 'x' });
    assert.ok(missing.statusCode >= 400 && missing.statusCode < 500, missing.body);
    const unknown = await call(u.dev.token, 'POST', PATH, {
      nama: '   ',
      kantor_id: 999_999,
      pegawai_id: 999_999,
      batas_tanggal: '2026-03-01',
    });
    assert.equal(unknown.statusCode, 422);
    assert.deepEqual(unknown.json().errors, {
      nama: ['Nama tugas wajib diisi'],
      kantor_id: ['Kantor tidak ditemukan'],
      pegawai_id: ['Pegawai tidak ditemukan'],
    });
    const badDate = await call(u.dev.token, 'POST', PATH, {
      nama: 'x',
      kantor_id: kantor.bandung,
      pegawai_id: u.ani.pegawaiId,
      batas_tanggal: '2026-02-30',
    });
    assert.ok(badDate.statusCode >= 400 && badDate.statusCode < 500, badDate.body);
    const task: Detail = (await newTask('Untuk input buruk')).data;
    const event = await call(u.dev.token, 'POST', `${PATH}/${task.id}`, { event: 'store_unknown' });
    assert.equal(event.statusCode, 400);
    assert.equal(event.json().message, 'Unsuccessful Event');
    const empty = await call(u.ani.token, 'POST', `${PATH}/${task.id}`, { event: 'store_history', pesan: '   ' });
    assert.equal(empty.statusCode, 422);
    assert.deepEqual(empty.json().errors, { pesan: ['Pesan wajib diisi'] });
    const childMissing = await call(u.dev.token, 'POST', `${PATH}/${task.id}`, { event: 'store_child' });
    assert.equal(childMissing.statusCode, 422);
    const child = await ok(u.dev, 'POST', `${PATH}/${task.id}`, {
      event: 'store_child',
      nama: 'Anak',
      pegawai_id: u.ani.pegawaiId,
      batas_tanggal: '2026-03-01',
    });
    const grandChild = await call(u.dev.token, 'POST', `${PATH}/${child.data.children[0].id}`, {
      event: 'store_child',
      nama: 'Cucu',
      pegawai_id: u.ani.pegawaiId,
      batas_tanggal: '2026-03-01',
    });
    assert.equal(grandChild.statusCode, 422);
    assert.equal((await call(u.dev.token, 'GET', `${PATH}/999999`)).statusCode, 404);
    assert.equal((await call(u.dev.token, 'DELETE', `${PATH}/999999`)).statusCode, 404);
    assert.equal((await call(u.dev.token, 'GET', `${PATH}?status_id=9`)).statusCode >= 400, true);
    assert.equal((await call(u.dev.token, 'GET', `${PATH}/calendar?tahun=2026&bulan=13`)).statusCode >= 400, true);
  });
});
