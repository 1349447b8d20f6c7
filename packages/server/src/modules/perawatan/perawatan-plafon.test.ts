/**
 * Glasses ceilings by grade range on PostgreSQL (/api/sdm/perawatan/x/kaca_mata_plafon): 1 or 57 keep
 * them (403 for others), a range 0 ≤ grade_min ≤ grade_max that overlaps no other row and a ceiling
 * above 0 (422 with Indonesian texts), every change audited; the glasses rules read the new ceiling.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createAccounts, tokensOf, type Account } from '../../../test/helpers/accounts.js';
import { authorisedCaller, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';

const PLAFON = '/api/sdm/perawatan/x/kaca_mata_plafon';
const NOTA = '/api/sdm/perawatan/x/nota';

type Name = 'hr' | 'boss' | 'ani';
interface Row {
  id: number;
  grade_min: number;
  grade_max: number;
  plafon: string;
}

describe('glasses ceilings (/api/sdm/perawatan/x/kaca_mata_plafon)', () => {
  let t: TestApp;
  let acc: Record<Name, Account>;
  let tok: Record<Name, string>;

  before(async () => {
    t = await createTestApp();
    acc = await createAccounts<Name>(t, {
      hr: { roles: [10, 57], pegawai: { nama: 'Hana Pratiwi', npp: '53000001' } },
      boss: { roles: [1, 10], pegawai: { nama: 'Bima Saputra', npp: '53000002' } },
      ani: { roles: [10], pegawai: { nama: 'Ani Lestari', npp: '53000003' } },
    });
    tok = tokensOf(acc);
    // Migration 0051 seeds 0-4, 5-8, 9-12 and 13-99; the tests start from 0-4 and 5-8 only.
    await t.db.deleteFrom('perawatan_kaca_mata_plafon').where('grade_min', '>=', 9).execute();
  });
  after(() => t.close());

  const call = authorisedCaller(() => t.app);
  const rows = async () => (await call(tok.hr, 'GET', PLAFON)).json().data as Row[];
  const ranges = async () => (await rows()).map((r) => [r.grade_min, r.grade_max, r.plafon]);

  test('1 or 57 only: another employee gets 403 and changes nothing', async () => {
    const [first] = await rows();
    for (const [method, url, body] of [
      ['GET', PLAFON, undefined],
      ['POST', PLAFON, { grade_min: 9, grade_max: 12, plafon: '1500000' }],
      ['PUT', `${PLAFON}/${first!.id}`, { grade_min: 0, grade_max: 4, plafon: '1' }],
      ['DELETE', `${PLAFON}/${first!.id}`, undefined],
    ] as const) {
      const res = await call(tok.ani, method, url, body);
      assert.equal(res.statusCode, 403, `${method} ${url} ${res.body}`);
    }
    assert.deepEqual(await ranges(), [
      [0, 4, '750000.00'],
      [5, 8, '1000000.00'],
    ]);
    assert.equal((await call(tok.boss, 'GET', PLAFON)).statusCode, 200, 'Super Admin reads them');
  });

  test('add, change and delete a range; audited; the config and the entitlement follow', async () => {
    const added = await call(tok.hr, 'POST', PLAFON, { grade_min: 9, grade_max: 15, plafon: '1500000' });
    assert.equal(added.statusCode, 200, added.body);
    assert.equal(added.json().message, 'Plafon Kacamata created');
    const id = (added.json().data as Row).id;
    const changed = await call(tok.boss, 'PUT', `${PLAFON}/${id}`, {
      grade_min: 9,
      grade_max: 20,
      plafon: '1750000.50',
    });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(changed.json().message, 'Plafon Kacamata updated');
    assert.deepEqual(changed.json().data, { id, grade_min: 9, grade_max: 20, plafon: '1750000.50' });
    // A row may keep its own range when it changes only its ceiling (it does not overlap itself).
    assert.equal(
      (await call(tok.hr, 'PUT', `${PLAFON}/${id}`, { grade_min: 9, grade_max: 20, plafon: '1800000' })).statusCode,
      200,
    );

    const config = await call(tok.hr, 'GET', `${NOTA}?event=index_config`);
    assert.deepEqual(
      config.json().data.kaca_mata.plafon.map((p: Row) => [p.grade_min, p.grade_max, p.plafon]),
      [
        [0, 4, '750000.00'],
        [5, 8, '1000000.00'],
        [9, 20, '1800000.00'],
      ],
    );
    const pangkat = await t.db
      .insertInto('pangkat')
      .values({ nama: 'Penyelia', grade: '17', corporate_title: 'Supervisor' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('pegawai').set({ pangkat_id: pangkat.id }).where('id', '=', acc.ani.pegawaiId!).execute();
    const hak = await call(tok.hr, 'GET', `${NOTA}?event=index_kaca_mata&pegawai_id=${acc.ani.pegawaiId}`);
    assert.equal(hak.json().data.plafon, '1800000.00');

    const removed = await call(tok.hr, 'DELETE', `${PLAFON}/${id}`);
    assert.equal(removed.statusCode, 200, removed.body);
    assert.equal(removed.json().message, 'Plafon Kacamata deleted');
    const none = await call(tok.hr, 'GET', `${NOTA}?event=index_kaca_mata&pegawai_id=${acc.ani.pegawaiId}`);
    assert.equal(none.json().data.plafon, null, 'grade 17 has no ceiling any more');
    assert.equal((await call(tok.hr, 'DELETE', `${PLAFON}/${id}`)).statusCode, 404);
    assert.equal(
      (await call(tok.hr, 'PUT', `${PLAFON}/${id}`, { grade_min: 30, grade_max: 31, plafon: '1' })).statusCode,
      404,
    );

    const audit = await t.db
      .selectFrom('audit_log')
      .select('entity_id')
      .where('entity', '=', 'perawatan_kaca_mata_plafon')
      .execute();
    assert.equal(audit.length, 4, 'created, two updates, deleted');
  });

  test('a range that overlaps another, a reversed or negative range, a ceiling not above 0: 422', async () => {
    const before = await ranges();
    const [, second] = await rows();
    const cases: [string, string, Record<string, unknown>, string, string][] = [
      [
        'POST',
        PLAFON,
        { grade_min: 3, grade_max: 6, plafon: '900000' },
        'grade_min',
        'Rentang grade bertumpang tindih dengan plafon grade 0 - 4',
      ],
      [
        'POST',
        PLAFON,
        { grade_min: 8, grade_max: 10, plafon: '900000' },
        'grade_min',
        'Rentang grade bertumpang tindih dengan plafon grade 5 - 8',
      ],
      [
        'POST',
        PLAFON,
        { grade_min: 0, grade_max: 99, plafon: '900000' },
        'grade_min',
        'Rentang grade bertumpang tindih dengan plafon grade 0 - 4',
      ],
      [
        'PUT',
        `${PLAFON}/${second!.id}`,
        { grade_min: 4, grade_max: 8, plafon: '1000000' },
        'grade_min',
        'Rentang grade bertumpang tindih dengan plafon grade 0 - 4',
      ],
      [
        'POST',
        PLAFON,
        { grade_min: 12, grade_max: 10, plafon: '900000' },
        'grade_max',
        'Grade awal tidak boleh lebih besar dari grade akhir',
      ],
      [
        'POST',
        PLAFON,
        { grade_min: -1, grade_max: 10, plafon: '900000' },
        'grade_min',
        'Grade tidak boleh kurang dari 0',
      ],
      ['POST', PLAFON, { grade_min: 10, grade_max: 12, plafon: '0' }, 'plafon', 'Plafon harus lebih dari 0'],
    ];
    for (const [method, url, body, field, text] of cases) {
      const res = await call(tok.hr, method as 'POST' | 'PUT', url, body);
      assert.equal(res.statusCode, 422, `${JSON.stringify(body)} ${res.body}`);
      assert.deepEqual(res.json().errors[field], [text], res.body);
      if (text.startsWith('Rentang')) assert.equal(res.json().message, text, 'the toast names the other range');
    }
    for (const body of [
      { grade_min: 10, grade_max: 12, plafon: '-5' },
      { grade_min: 10, grade_max: 12, plafon: 'satu juta' },
      { grade_min: 1.5, grade_max: 12, plafon: '900000' },
      { grade_min: 10, plafon: '900000' },
    ]) {
      const res = await call(tok.hr, 'POST', PLAFON, body);
      assert.equal(res.statusCode, 422, `${JSON.stringify(body)} ${res.body}`);
      assert.ok(res.json().message);
    }
    assert.deepEqual(await ranges(), before, 'nothing was written');
    // Touching ranges are fine: 9-12 right after 5-8.
    assert.equal(
      (await call(tok.hr, 'POST', PLAFON, { grade_min: 9, grade_max: 12, plafon: '1500000' })).statusCode,
      200,
    );
  });
});
