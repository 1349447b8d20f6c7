-- Public holidays (libur), leave and permits (izin) and the view of approved leave days that the
-- attendance pages read (izin_hari). Status and history of an izin live in the approval engine
-- (0013_approval.sql, type 'izin'). Rules: docs/adr/0011-approval-engine.md.

CREATE TABLE libur (
  id          serial PRIMARY KEY,
  tanggal     date NOT NULL UNIQUE,
  nama        text NOT NULL CHECK (length(nama) BETWEEN 1 AND 200),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- Working days in [mulai, selesai]: Monday to Friday that are not a libur. STABLE: it reads libur.
CREATE FUNCTION izin_hari_kerja(mulai date, selesai date) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT count(*)::integer
  FROM generate_series(mulai, selesai, interval '1 day') AS d(tanggal)
  WHERE extract(isodow FROM d.tanggal) < 6
    AND NOT EXISTS (SELECT 1 FROM libur l WHERE l.tanggal = d.tanggal::date)
$$;

CREATE TABLE izin (
  id               serial PRIMARY KEY,
  token            text NOT NULL UNIQUE,          -- unguessable address of /izin/:token
  pegawai_id       integer NOT NULL REFERENCES pegawai(id),
  user_id          integer NOT NULL REFERENCES users(id),   -- the requester
  jenis_id         integer NOT NULL CHECK (jenis_id IN (1, 2, 3, 4, 5, 6, 7, 16, 17, 18)),
  tanggal_mulai    date NOT NULL,
  tanggal_selesai  date NOT NULL,
  alasan           text NOT NULL CHECK (length(alasan) BETWEEN 1 AND 1000),
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  CHECK (tanggal_selesai >= tanggal_mulai),
  CHECK (tanggal_selesai - tanggal_mulai < 180)
);
CREATE INDEX izin_pegawai_idx ON izin(pegawai_id, tanggal_mulai);
CREATE INDEX izin_tanggal_idx ON izin(tanggal_mulai, tanggal_selesai);

-- One row per working day of approved leave; the attendance helpers read it (keep name and columns).
CREATE VIEW izin_hari AS
  SELECT i.pegawai_id, d.tanggal::date AS tanggal, i.id AS izin_id, i.jenis_id
  FROM izin i
  JOIN approval_request r ON r.type = 'izin' AND r.subject_id = i.id AND r.status = 'disetujui'
  CROSS JOIN LATERAL generate_series(i.tanggal_mulai, i.tanggal_selesai, interval '1 day') AS d(tanggal)
  WHERE extract(isodow FROM d.tanggal) < 6
    AND NOT EXISTS (SELECT 1 FROM libur l WHERE l.tanggal = d.tanggal::date);
