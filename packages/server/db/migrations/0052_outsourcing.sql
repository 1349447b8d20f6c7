-- Outsourced staff (issue #22): spec section 2 /outsourcing/* (index, kontrak, kontrak_expired, phk,
-- export), section 3 Outsourced staff (photo, expired list, kontrak, PHK, jabatan,
-- kontrak_akhir.jenis.nama, kontrak_akhir.kantor.nama), section 7 /sdm/outsourching (+kontrak, phk,
-- jabatan; update_photo), file event 4 (outsourcing). ADR 0051.
--   outsourcing_jenis    the kinds of outsourced work a contract is for (Satpam, Pengemudi, …)
--   outsourcing_jabatan  the positions an outsourced worker holds
--   outsourcing          the worker: identity, position, photo (storage key, like pegawai.photo)
--   outsourcing_kontrak  the worker's contracts: kind, office, vendor, period. kontrak_akhir (the
--                        register's) is the contract with the latest end date.
--   outsourcing_phk      one termination per worker: from its date the worker leaves the register.
-- expiry_notified_at: HR was told this contract ends within 30 days (the scheduled job
-- outsourcing.kontrak_notify tells them once; a changed end date clears it).

CREATE TABLE outsourcing_jenis (
  id          serial PRIMARY KEY,
  nama        text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
INSERT INTO outsourcing_jenis (id, nama) VALUES
  (1, 'Satpam'),
  (2, 'Pengemudi'),
  (3, 'Cleaning Service'),
  (4, 'Pramubakti'),
  (5, 'Teknisi'),
  (6, 'Call Center');
SELECT setval(pg_get_serial_sequence('outsourcing_jenis', 'id'), 6);

CREATE TABLE outsourcing_jabatan (
  id          serial PRIMARY KEY,
  nama        text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE outsourcing (
  id             serial PRIMARY KEY,
  nama           text NOT NULL,
  nik            text UNIQUE,
  tanggal_lahir  date,
  jenis_kelamin  text CHECK (jenis_kelamin IN ('L', 'P')),
  telepon        text,
  jabatan_id     integer REFERENCES outsourcing_jabatan(id),
  photo          text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outsourcing_nama_idx ON outsourcing (lower(nama));
CREATE INDEX outsourcing_jabatan_idx ON outsourcing (jabatan_id);

CREATE TABLE outsourcing_kontrak (
  id                  serial PRIMARY KEY,
  outsourcing_id      integer NOT NULL REFERENCES outsourcing(id) ON DELETE CASCADE,
  jenis_id            integer NOT NULL REFERENCES outsourcing_jenis(id),
  kantor_id           integer NOT NULL REFERENCES kantor(id),
  nomor               text,
  perusahaan          text,
  awal                date NOT NULL,
  akhir               date NOT NULL,
  keterangan          text,
  expiry_notified_at  timestamptz,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  CHECK (akhir >= awal)
);
-- kontrak_akhir of a worker (latest end first); the contracts list and the expiry job by end date.
CREATE INDEX outsourcing_kontrak_last_idx ON outsourcing_kontrak (outsourcing_id, akhir DESC, id DESC);
CREATE INDEX outsourcing_kontrak_akhir_idx ON outsourcing_kontrak (akhir);
CREATE INDEX outsourcing_kontrak_kantor_idx ON outsourcing_kontrak (kantor_id);

CREATE TABLE outsourcing_phk (
  id              serial PRIMARY KEY,
  outsourcing_id  integer NOT NULL UNIQUE REFERENCES outsourcing(id) ON DELETE CASCADE,
  tanggal         date NOT NULL,
  alasan          text NOT NULL,
  keterangan      text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outsourcing_phk_tanggal_idx ON outsourcing_phk (tanggal DESC, id DESC);
