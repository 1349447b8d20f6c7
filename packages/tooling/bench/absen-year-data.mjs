// A year of generated attendance for every active employee, straight in SQL (INSERT … SELECT
// generate_series): one 'masuk' and one 'pulang' per employee per working day (Mon–Fri) at their
// own office, with a deterministic spread of times (07:00–08:10 in, 16:30–17:40 out, Asia/Jakarta)
// and about 1 in 200 check-ins reported as mocked. Used by the attendance benches (check-in and
// reports) to give the server a realistic table size. Days up to yesterday only, so today's
// check-ins in a bench never collide with generated rows.
//
//   await fillAbsenYear(client, { days: 365 })   // client: a connected pg.Client or pg.Pool
//
// Returns { rows, seconds }. Employees are filled in slices of `sliceSize` (one statement each)
// to keep each statement's memory bounded.

/** Fills `days` days before today (Asia/Jakarta) with attendance; returns the inserted row count. */
export async function fillAbsenYear(client, { days = 365, sliceSize = 2000 } = {}) {
  const started = performance.now();
  const {
    rows: [range],
  } = await client.query('SELECT coalesce(min(id), 0) AS lo, coalesce(max(id), -1) AS hi FROM pegawai');
  let rows = 0;
  for (let from = Number(range.lo); from <= Number(range.hi); from += sliceSize) {
    const res = await client.query(
      `INSERT INTO absen (pegawai_id, kantor_id, tanggal, waktu, jenis, latitude, longitude, accuracy_m, mocked, sumber, menit)
       SELECT p.id, p.kantor_id, d.tanggal, w.waktu, j.jenis, k.latitude, k.longitude, 15,
              j.jenis = 'masuk' AND (p.id + d.n) % 200 = 0, 'kantor', floor(extract(epoch FROM w.waktu) / 60)::bigint
         FROM pegawai p
         JOIN kantor k ON k.id = p.kantor_id
         CROSS JOIN LATERAL (
           SELECT n, ((now() AT TIME ZONE 'Asia/Jakarta')::date - n) AS tanggal FROM generate_series(1, $3::int) AS n
         ) d
         CROSS JOIN (VALUES ('masuk', time '07:00'), ('pulang', time '16:30')) AS j(jenis, jam)
         CROSS JOIN LATERAL (
           SELECT ((d.tanggal + j.jam + make_interval(mins => ((p.id * 7 + d.n * 13) % 70)::int))
                   AT TIME ZONE 'Asia/Jakarta') AS waktu
         ) w
        WHERE p.id >= $1 AND p.id < $2 AND p.is_active AND extract(isodow FROM d.tanggal) < 6
       ON CONFLICT DO NOTHING`,
      [from, from + sliceSize, days],
    );
    rows += res.rowCount ?? 0;
  }
  await client.query('ANALYZE absen');
  return { rows, seconds: (performance.now() - started) / 1000 };
}
