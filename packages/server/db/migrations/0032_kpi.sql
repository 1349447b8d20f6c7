-- Performance appraisal (KPI; issue #17). Master data (perspektif 1..4, indikator, indicators per
-- jabatan with weight and target, score bands, config, punishments), periods and their assessment
-- rounds (event), an employee's assessment of a round (kpi_event_pegawai; status and history in the
-- approval engine, type 'kpi') with one row per indicator (kpi_penilaian), and the resume per
-- employee and period (kpi_resume, refreshed set-based by kpi_refresh_resume).
-- Scores are numeric end to end: the server computes them in SQL, never from what a client sends.

CREATE TABLE kpi_perspektif (
  id    integer PRIMARY KEY CHECK (id BETWEEN 1 AND 4),   -- spec: KPI perspectives 1 to 4
  nama  text NOT NULL CHECK (length(nama) BETWEEN 1 AND 200)
);
INSERT INTO kpi_perspektif (id, nama) VALUES
  (1, 'Keuangan'), (2, 'Nasabah'), (3, 'Proses Bisnis Internal'), (4, 'Pembelajaran dan Pertumbuhan');

CREATE TABLE kpi_indikator (
  id             serial PRIMARY KEY,
  perspektif_id  integer NOT NULL REFERENCES kpi_perspektif(id),
  nama           text NOT NULL CHECK (length(nama) BETWEEN 1 AND 200),
  satuan         text NOT NULL CHECK (length(satuan) BETWEEN 1 AND 50),
  -- higher: more is better (realisasi / target); lower: less is better (target / realisasi).
  polaritas      text NOT NULL DEFAULT 'higher' CHECK (polaritas IN ('higher', 'lower')),
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX kpi_indikator_perspektif_idx ON kpi_indikator(perspektif_id);

-- Indicators of a jabatan (jenis 'jabatan': structural KPI; 'non': indikator_jabatan_non, the
-- non-structural set). A jabatan's set is used only when its weights sum to exactly 100.
CREATE TABLE kpi_jabatan_indikator (
  id            serial PRIMARY KEY,
  jenis         text NOT NULL DEFAULT 'jabatan' CHECK (jenis IN ('jabatan', 'non')),
  jabatan_id    integer NOT NULL REFERENCES jabatan(id),
  indikator_id  integer NOT NULL REFERENCES kpi_indikator(id),
  bobot         numeric(5,2) NOT NULL CHECK (bobot > 0 AND bobot <= 100),
  target        numeric(18,4) NOT NULL CHECK (target > 0),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (jenis, jabatan_id, indikator_id)
);
CREATE INDEX kpi_jabatan_indikator_jabatan_idx ON kpi_jabatan_indikator(jabatan_id);

CREATE TABLE kpi_periode (
  id               serial PRIMARY KEY,
  nama             text NOT NULL UNIQUE CHECK (length(nama) BETWEEN 1 AND 200),
  tanggal_mulai    date NOT NULL,
  tanggal_selesai  date NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  CHECK (tanggal_selesai >= tanggal_mulai)
);

-- An employee's own target of an indicator for a period (overrides the jabatan's target).
CREATE TABLE kpi_target (
  id            serial PRIMARY KEY,
  periode_id    integer NOT NULL REFERENCES kpi_periode(id),
  pegawai_id    integer NOT NULL REFERENCES pegawai(id),
  indikator_id  integer NOT NULL REFERENCES kpi_indikator(id),
  target        numeric(18,4) NOT NULL CHECK (target > 0),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (periode_id, pegawai_id, indikator_id)
);

-- Score bands: the highest band whose batas_bawah is <= the final score gives nilai and predikat.
CREATE TABLE kpi_rules (
  id           serial PRIMARY KEY,
  batas_bawah  numeric(7,2) NOT NULL UNIQUE CHECK (batas_bawah >= 0 AND batas_bawah <= 1000),
  nilai        integer NOT NULL CHECK (nilai BETWEEN 0 AND 10),
  predikat     text NOT NULL CHECK (length(predikat) BETWEEN 1 AND 100),
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
INSERT INTO kpi_rules (batas_bawah, nilai, predikat) VALUES
  (0, 1, 'Sangat Kurang'), (60, 2, 'Kurang'), (75, 3, 'Cukup'), (90, 4, 'Baik'), (100, 5, 'Sangat Baik');

CREATE TABLE kpi_options (
  id          serial PRIMARY KEY,
  kelompok    text NOT NULL CHECK (length(kelompok) BETWEEN 1 AND 50),
  nama        text NOT NULL CHECK (length(nama) BETWEEN 1 AND 200),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (kelompok, nama)
);

-- One row: how achievements are capped (percent).
CREATE TABLE kpi_config (
  id                integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  capaian_minimum   numeric(7,2) NOT NULL DEFAULT 0 CHECK (capaian_minimum >= 0),
  capaian_maksimum  numeric(7,2) NOT NULL DEFAULT 120 CHECK (capaian_maksimum > 0 AND capaian_maksimum <= 1000),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  CHECK (capaian_maksimum > capaian_minimum)
);
INSERT INTO kpi_config (id) VALUES (1);

CREATE TABLE kpi_punishment (
  id          serial PRIMARY KEY,
  nama        text NOT NULL UNIQUE CHECK (length(nama) BETWEEN 1 AND 200),
  pengurang   numeric(7,2) NOT NULL CHECK (pengurang >= 0 AND pengurang <= 100),   -- points off the score
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE kpi_punishment_pegawai_type (
  id          serial PRIMARY KEY,
  nama        text NOT NULL UNIQUE CHECK (length(nama) BETWEEN 1 AND 200),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE kpi_punishment_pegawai (
  id             serial PRIMARY KEY,
  periode_id     integer NOT NULL REFERENCES kpi_periode(id),
  pegawai_id     integer NOT NULL REFERENCES pegawai(id),
  punishment_id  integer NOT NULL REFERENCES kpi_punishment(id),
  type_id        integer REFERENCES kpi_punishment_pegawai_type(id),
  keterangan     text CHECK (length(keterangan) <= 1000),
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX kpi_punishment_pegawai_idx ON kpi_punishment_pegawai(periode_id, pegawai_id);

-- The assessment round of a period: is_active opens it to employees, is_active_admin to KPI admins.
CREATE TABLE kpi_event (
  id               serial PRIMARY KEY,
  periode_id       integer NOT NULL REFERENCES kpi_periode(id),
  nama             text NOT NULL CHECK (length(nama) BETWEEN 1 AND 200),
  is_active        boolean NOT NULL DEFAULT false,
  is_active_admin  boolean NOT NULL DEFAULT true,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (periode_id, nama)
);

CREATE TABLE kpi_event_pegawai (
  id          serial PRIMARY KEY,
  token       text NOT NULL UNIQUE,                         -- unguessable address of /kpi/:token
  event_id    integer NOT NULL REFERENCES kpi_event(id),
  pegawai_id  integer NOT NULL REFERENCES pegawai(id),
  user_id     integer REFERENCES users(id),   -- the requester (the employee's account); null: demo/history rows of employees without one
  jabatan_id  integer NOT NULL REFERENCES jabatan(id),      -- at the time of the draft
  kantor_id   integer REFERENCES kantor(id),
  skor        numeric(9,4) NOT NULL DEFAULT 0,              -- Σ weighted achievements (computed)
  catatan     text CHECK (length(catatan) <= 2000),         -- the assessor's note
  created_by  integer NOT NULL REFERENCES users(id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (event_id, pegawai_id)
);
CREATE INDEX kpi_event_pegawai_pegawai_idx ON kpi_event_pegawai(pegawai_id);

-- One row per indicator, copied from the jabatan's set at draft time (weights and targets frozen).
CREATE TABLE kpi_penilaian (
  id                 serial PRIMARY KEY,
  event_pegawai_id   integer NOT NULL REFERENCES kpi_event_pegawai(id) ON DELETE CASCADE,
  indikator_id       integer NOT NULL REFERENCES kpi_indikator(id),
  perspektif_id      integer NOT NULL REFERENCES kpi_perspektif(id),
  polaritas          text NOT NULL CHECK (polaritas IN ('higher', 'lower')),
  bobot              numeric(5,2) NOT NULL CHECK (bobot > 0 AND bobot <= 100),
  target             numeric(18,4) NOT NULL CHECK (target > 0),
  realisasi          numeric(18,4) CHECK (realisasi >= 0),          -- the employee's (store_save, upload)
  realisasi_atasan   numeric(18,4) CHECK (realisasi_atasan >= 0),   -- the assessor's (store_save_score)
  capaian            numeric(9,2),                                   -- percent, capped (computed)
  nilai              numeric(9,4),                                   -- capaian × bobot / 100 (computed)
  UNIQUE (event_pegawai_id, indikator_id)
);

CREATE TABLE kpi_resume (
  periode_id        integer NOT NULL REFERENCES kpi_periode(id),
  pegawai_id        integer NOT NULL REFERENCES pegawai(id),
  event_pegawai_id  integer NOT NULL REFERENCES kpi_event_pegawai(id) ON DELETE CASCADE,
  kantor_id         integer REFERENCES kantor(id),
  jabatan_id        integer REFERENCES jabatan(id),
  skor              numeric(9,2) NOT NULL,
  pengurang         numeric(9,2) NOT NULL,
  skor_akhir        numeric(9,2) NOT NULL,
  nilai             integer,
  predikat          text,
  status            text NOT NULL,
  updated_at        timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (periode_id, pegawai_id)
);
CREATE INDEX kpi_resume_kantor_idx ON kpi_resume(periode_id, kantor_id);

-- Recomputes the indicator rows of the given assessments from their numbers, then their totals.
CREATE FUNCTION kpi_recompute(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE kpi_penilaian p SET
    capaian = c.capaian,
    nilai = round(c.capaian * p.bobot / 100, 4)
  FROM (
    SELECT p2.id,
      CASE WHEN coalesce(p2.realisasi_atasan, p2.realisasi) IS NULL THEN NULL
        ELSE least(cfg.capaian_maksimum, greatest(cfg.capaian_minimum, round(
          CASE WHEN p2.polaritas = 'higher' THEN coalesce(p2.realisasi_atasan, p2.realisasi) * 100 / p2.target
               WHEN coalesce(p2.realisasi_atasan, p2.realisasi) = 0 THEN cfg.capaian_maksimum
               ELSE p2.target * 100 / coalesce(p2.realisasi_atasan, p2.realisasi) END, 2)))
      END AS capaian
    FROM kpi_penilaian p2 CROSS JOIN kpi_config cfg
    WHERE p2.event_pegawai_id = ANY(ids)
  ) c
  WHERE p.id = c.id;
  UPDATE kpi_event_pegawai e SET
    skor = coalesce((SELECT sum(nilai) FROM kpi_penilaian WHERE event_pegawai_id = e.id), 0),
    updated_at = now()
  WHERE e.id = ANY(ids);
$$;

-- The resume of a period (or of some employees of it) in one statement: scores, punishments, band.
CREATE FUNCTION kpi_refresh_resume(p_periode integer, p_pegawai integer[] DEFAULT NULL) RETURNS integer
LANGUAGE sql AS $$
  WITH src AS (
    SELECT DISTINCT ON (e.pegawai_id) e.id, e.pegawai_id, e.kantor_id, e.jabatan_id, round(e.skor, 2) AS skor,
           coalesce(a.status, 'draft') AS status
    FROM kpi_event_pegawai e
    JOIN kpi_event ev ON ev.id = e.event_id AND ev.periode_id = p_periode
    LEFT JOIN approval_request a ON a.type = 'kpi' AND a.subject_id = e.id
    WHERE p_pegawai IS NULL OR e.pegawai_id = ANY(p_pegawai)
    ORDER BY e.pegawai_id, e.id DESC
  ), pun AS (
    SELECT pp.pegawai_id, sum(pu.pengurang) AS pengurang
    FROM kpi_punishment_pegawai pp JOIN kpi_punishment pu ON pu.id = pp.punishment_id
    WHERE pp.periode_id = p_periode AND (p_pegawai IS NULL OR pp.pegawai_id = ANY(p_pegawai))
    GROUP BY pp.pegawai_id
  ), calc AS (
    SELECT s.*, coalesce(pun.pengurang, 0) AS pengurang,
           greatest(0, s.skor - coalesce(pun.pengurang, 0)) AS skor_akhir
    FROM src s LEFT JOIN pun ON pun.pegawai_id = s.pegawai_id
  ), del AS (
    DELETE FROM kpi_resume r WHERE r.periode_id = p_periode
      AND (p_pegawai IS NULL OR r.pegawai_id = ANY(p_pegawai))
      AND NOT EXISTS (SELECT 1 FROM src WHERE src.pegawai_id = r.pegawai_id)
  ), up AS (
    INSERT INTO kpi_resume (periode_id, pegawai_id, event_pegawai_id, kantor_id, jabatan_id, skor, pengurang,
                            skor_akhir, nilai, predikat, status, updated_at)
    SELECT p_periode, c.pegawai_id, c.id, c.kantor_id, c.jabatan_id, c.skor, c.pengurang, c.skor_akhir,
           r.nilai, r.predikat, c.status, now()
    FROM calc c
    LEFT JOIN LATERAL (SELECT nilai, predikat FROM kpi_rules WHERE batas_bawah <= c.skor_akhir
                       ORDER BY batas_bawah DESC LIMIT 1) r ON true
    ON CONFLICT (periode_id, pegawai_id) DO UPDATE SET
      event_pegawai_id = excluded.event_pegawai_id, kantor_id = excluded.kantor_id, jabatan_id = excluded.jabatan_id,
      skor = excluded.skor, pengurang = excluded.pengurang, skor_akhir = excluded.skor_akhir,
      nilai = excluded.nilai, predikat = excluded.predikat, status = excluded.status, updated_at = now()
    RETURNING 1
  )
  SELECT count(*)::integer FROM up
$$;
