-- Training (diklat), issue #22: spec section 2 /pegawai/diklat/*, section 3 Diklat (organiser (nama,
-- akronim), certification (+parent), qualification (+parent), category, event (awal, files,
-- organisers, participants), participant, status; certification settings id, nama, kategori, level),
-- section 7 /sdm/diklat…, /sdm/set/sertifikasi, /sdm/sertifikasi/manajemen_resiko, /sdm/set/klasifikasi,
-- /sdm/set/perawatan. 0009 created the two tables this grows from: diklat_event (sorted by awal; jenis_id
-- 6 is the spec's special kind) and pegawai_diklat (the participants). ADR 0049.
--   diklat_penyelenggara              the organisers, shown 'nama | akronim'
--   diklat_kategori, diklat_status    an event's category and status
--   diklat_sertifikasi(_parent)       certifications under their parent group
--   diklat_qualification(_parent)     qualifications under their parent group
--   diklat_event_penyelenggara        an event's organisers (many); diklat_event.penyelenggara (0009's
--                                     free text) stays for events without a registered organiser
--   jabatan_kompetensi                what a position requires (the Gap Kompetensi page compares it with
--                                     what its holders have: pegawai_kompetensi with is_exist)
--   set_sertifikasi, set_klasifikasi, set_perawatan   the certification settings
-- Event files live in `files` with owner_type 'diklat_event' (file event 3, diklat).

CREATE TABLE diklat_penyelenggara (
  id          serial PRIMARY KEY,
  nama        text NOT NULL,
  akronim     text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX diklat_penyelenggara_nama_key ON diklat_penyelenggara (lower(nama));

CREATE TABLE diklat_kategori (
  id          serial PRIMARY KEY,
  nama        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX diklat_kategori_nama_key ON diklat_kategori (lower(nama));
INSERT INTO diklat_kategori (id, nama) VALUES
  (1, 'Teknis'), (2, 'Manajerial'), (3, 'Fungsional'), (4, 'Sertifikasi Profesi'), (5, 'Pengembangan Diri');
SELECT setval(pg_get_serial_sequence('diklat_kategori', 'id'), 5);

CREATE TABLE diklat_status (
  id          serial PRIMARY KEY,
  nama        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX diklat_status_nama_key ON diklat_status (lower(nama));
INSERT INTO diklat_status (id, nama) VALUES (1, 'Direncanakan'), (2, 'Berlangsung'), (3, 'Selesai'), (4, 'Dibatalkan');
SELECT setval(pg_get_serial_sequence('diklat_status', 'id'), 4);

CREATE TABLE diklat_sertifikasi_parent (
  id          serial PRIMARY KEY,
  nama        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX diklat_sertifikasi_parent_nama_key ON diklat_sertifikasi_parent (lower(nama));

CREATE TABLE diklat_sertifikasi (
  id          serial PRIMARY KEY,
  nama        text NOT NULL,
  parent_id   integer NOT NULL REFERENCES diklat_sertifikasi_parent(id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX diklat_sertifikasi_nama_key ON diklat_sertifikasi (lower(nama));
CREATE INDEX diklat_sertifikasi_parent_idx ON diklat_sertifikasi (parent_id);

CREATE TABLE diklat_qualification_parent (
  id          serial PRIMARY KEY,
  nama        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX diklat_qualification_parent_nama_key ON diklat_qualification_parent (lower(nama));

CREATE TABLE diklat_qualification (
  id          serial PRIMARY KEY,
  nama        text NOT NULL,
  parent_id   integer NOT NULL REFERENCES diklat_qualification_parent(id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX diklat_qualification_nama_key ON diklat_qualification (lower(nama));
CREATE INDEX diklat_qualification_parent_idx ON diklat_qualification (parent_id);

ALTER TABLE diklat_event
  ADD COLUMN token             uuid NOT NULL DEFAULT gen_random_uuid() UNIQUE,
  ADD COLUMN kategori_id       integer REFERENCES diklat_kategori(id),
  ADD COLUMN status_id         integer REFERENCES diklat_status(id),
  ADD COLUMN sertifikasi_id    integer REFERENCES diklat_sertifikasi(id),
  ADD COLUMN qualification_id  integer REFERENCES diklat_qualification(id),
  ADD COLUMN tempat            text,
  ADD COLUMN keterangan        text;
CREATE INDEX diklat_event_nama_idx ON diklat_event (lower(nama));

CREATE TABLE diklat_event_penyelenggara (
  diklat_event_id   integer NOT NULL REFERENCES diklat_event(id) ON DELETE CASCADE,
  penyelenggara_id  integer NOT NULL REFERENCES diklat_penyelenggara(id),
  PRIMARY KEY (diklat_event_id, penyelenggara_id)
);
CREATE INDEX diklat_event_penyelenggara_idx ON diklat_event_penyelenggara (penyelenggara_id);

CREATE TABLE jabatan_kompetensi (
  id          serial PRIMARY KEY,
  jabatan_id  integer NOT NULL REFERENCES jabatan(id) ON DELETE CASCADE,
  nama        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX jabatan_kompetensi_key ON jabatan_kompetensi (jabatan_id, lower(nama));
CREATE INDEX pegawai_kompetensi_nama_idx ON pegawai_kompetensi (lower(nama)) WHERE is_exist;

CREATE TABLE set_sertifikasi (
  id          serial PRIMARY KEY,
  nama        text NOT NULL,
  kategori    text NOT NULL,
  level       integer NOT NULL CHECK (level BETWEEN 1 AND 10),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX set_sertifikasi_nama_key ON set_sertifikasi (lower(nama));

CREATE TABLE set_klasifikasi (
  id          serial PRIMARY KEY,
  nama        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX set_klasifikasi_nama_key ON set_klasifikasi (lower(nama));

CREATE TABLE set_perawatan (
  id          serial PRIMARY KEY,
  nama        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX set_perawatan_nama_key ON set_perawatan (lower(nama));

INSERT INTO set_sertifikasi (nama, kategori, level) VALUES
  ('Manajemen Risiko Level 1', 'manajemen_resiko', 1),
  ('Manajemen Risiko Level 2', 'manajemen_resiko', 2),
  ('Manajemen Risiko Level 3', 'manajemen_resiko', 3),
  ('Treasury Dealer', 'treasury', 1),
  ('Sertifikasi Kepatuhan', 'kepatuhan', 1);
INSERT INTO set_klasifikasi (nama) VALUES ('Kredit'), ('Operasional'), ('Pendanaan'), ('Teknologi Informasi');
INSERT INTO set_perawatan (nama) VALUES ('Rawat Jalan'), ('Rawat Inap'), ('Kacamata'), ('Persalinan');
