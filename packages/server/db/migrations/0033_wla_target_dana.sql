-- Workload analysis (WLA; spec /pegawai/wla/*, /sdm/wla*) and funds targets of contract staff
-- (spec /penilaian/target_pegawai_kontrak/*, /sdm/pegawai/link/target/dana). Issue #17.

-- ---- WLA -------------------------------------------------------------------------------------------

-- One row: the effective working time a full-time employee gives in a year. Defaults after
-- KepMenPAN 75/2004 (pedoman perhitungan kebutuhan pegawai): 235 effective days a year
-- (365 − 104 weekend days − about 14 holidays − 12 leave days) × 5 effective hours a day
-- (the 37.5-hour week less breaks and non-productive time, rounded to the guideline's 5 hours).
CREATE TABLE wla_config (
  id            smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  hari_efektif  smallint NOT NULL DEFAULT 235 CHECK (hari_efektif BETWEEN 1 AND 366),
  jam_efektif   numeric(4,2) NOT NULL DEFAULT 5 CHECK (jam_efektif > 0 AND jam_efektif <= 24),
  user_id       integer REFERENCES users(id) ON DELETE SET NULL,
  updated_at    timestamptz NOT NULL DEFAULT now()
);
INSERT INTO wla_config (id) VALUES (1);

-- The activities of a position: how often (frekuensi per periode) and how long (menit standard).
CREATE TABLE wla_aktivitas (
  id          serial PRIMARY KEY,
  jabatan_id  integer NOT NULL REFERENCES jabatan(id) ON DELETE CASCADE,
  nama        text NOT NULL CHECK (length(btrim(nama)) BETWEEN 1 AND 255),
  frekuensi   numeric(12,2) NOT NULL CHECK (frekuensi >= 0 AND frekuensi <= 1000000),
  periode     text NOT NULL CHECK (periode IN ('hari', 'minggu', 'bulan', 'tahun')),
  menit       numeric(10,2) NOT NULL CHECK (menit >= 0 AND menit <= 100000),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wla_aktivitas_jabatan_idx ON wla_aktivitas (jabatan_id, id);

-- Results per position × office, recomputed set-based by the reset job (wla.reset). Status is not
-- stored: it is derived from gap by @portal/domain's workloadStatus when read.
CREATE TABLE wla_hasil (
  jabatan_id     integer NOT NULL REFERENCES jabatan(id) ON DELETE CASCADE,
  kantor_id      integer NOT NULL REFERENCES kantor(id) ON DELETE CASCADE,
  beban_menit    numeric(18,2) NOT NULL,
  menit_efektif  numeric(18,2) NOT NULL,
  fte            numeric(12,2) NOT NULL,
  pegawai_count  integer NOT NULL,
  pegawai_id     integer[] NOT NULL,
  gap            numeric(12,2) NOT NULL,
  computed_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (jabatan_id, kantor_id)
);
CREATE INDEX wla_hasil_kantor_idx ON wla_hasil (kantor_id, jabatan_id);

-- ---- funds targets of contract staff ------------------------------------------------------------------

CREATE TABLE target_dana_type (
  id           serial PRIMARY KEY,
  nama         text NOT NULL UNIQUE CHECK (length(btrim(nama)) BETWEEN 1 AND 100),
  is_disabled  boolean NOT NULL DEFAULT false
);
INSERT INTO target_dana_type (nama) VALUES ('Tabungan'), ('Giro'), ('Deposito');

-- One row per good upload (a bad file writes nothing, not even this row).
CREATE TABLE target_dana_upload (
  id          serial PRIMARY KEY,
  tahun       smallint NOT NULL CHECK (tahun BETWEEN 2000 AND 2100),
  bulan       smallint NOT NULL CHECK (bulan BETWEEN 1 AND 12),
  type_id     integer NOT NULL REFERENCES target_dana_type(id),
  row_count   integer NOT NULL,
  total       numeric(18,2) NOT NULL,
  user_id     integer REFERENCES users(id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- status_id: 0 Menunggu, 1 Approved, 2 Rejected. One account per period and type.
CREATE TABLE target_dana (
  id           serial PRIMARY KEY,
  upload_id    integer REFERENCES target_dana_upload(id) ON DELETE SET NULL,
  pegawai_id   integer NOT NULL REFERENCES pegawai(id),
  kantor_id    integer NOT NULL REFERENCES kantor(id),
  type_id      integer NOT NULL REFERENCES target_dana_type(id),
  tahun        smallint NOT NULL CHECK (tahun BETWEEN 2000 AND 2100),
  bulan        smallint NOT NULL CHECK (bulan BETWEEN 1 AND 12),
  rekening     text NOT NULL CHECK (rekening ~ '^[0-9]{6,20}$'),
  nominal      numeric(18,2) NOT NULL CHECK (nominal > 0),
  status_id    smallint NOT NULL DEFAULT 0 CHECK (status_id IN (0, 1, 2)),
  approval_at  timestamptz,
  approval_by  integer REFERENCES users(id) ON DELETE SET NULL,
  note         text CHECK (note IS NULL OR length(note) <= 255),
  is_fraud     boolean NOT NULL DEFAULT false,
  fraud_at     timestamptz,
  fraud_by     integer REFERENCES users(id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tahun, bulan, type_id, rekening)
);
CREATE INDEX target_dana_period_idx ON target_dana (tahun, bulan, kantor_id);
CREATE INDEX target_dana_pegawai_idx ON target_dana (pegawai_id, tahun, bulan);
CREATE INDEX target_dana_rekening_idx ON target_dana (rekening);
