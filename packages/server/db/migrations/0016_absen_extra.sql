-- Attendance delete requests (spec section 2 /absen/delete/request, section 4) and health
-- declarations (spec section 3 "Covid record", section 7 /general/covid). The monthly/year
-- reports read `absen`, `libur` and `izin_hari` and need no table of their own (the year report's
-- xlsx is a job result). ADR 0017.

-- An employee asks to void their own attendance rows of one day. While the request is open the
-- rows are hidden (absen.is_active = false, absen.delete_request_id = id); approval soft-deletes
-- them, rejection or deleting the draft makes them active again. The approval chain, decisions
-- and is_myturn live in the approval engine (subject type 'absen_delete_request').
CREATE TABLE absen_delete_request (
  id          serial PRIMARY KEY,
  pegawai_id  integer NOT NULL REFERENCES pegawai(id),
  user_id     integer NOT NULL REFERENCES users(id),
  tanggal     date NOT NULL,
  alasan      text NOT NULL CHECK (length(btrim(alasan)) BETWEEN 5 AND 1000),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  deleted_at  timestamptz
);
-- A request takes only rows no other request holds (delete_request_id is null), so two open
-- requests never share a row; the status lives in the approval engine.
CREATE INDEX absen_delete_request_pegawai_idx ON absen_delete_request (pegawai_id, created_at DESC) WHERE deleted_at IS NULL;
CREATE INDEX absen_delete_request_rows_idx ON absen (delete_request_id) WHERE delete_request_id IS NOT NULL;
-- The deleted list (index_deleted) and the doubles scan read only these slices of a big table.
CREATE INDEX absen_deleted_idx ON absen (deleted_at DESC) WHERE deleted_at IS NOT NULL;

-- Health status register (spec: status {id, nama, variant}); variant is the badge colour.
CREATE TABLE covid_status (
  id       integer PRIMARY KEY,
  nama     text NOT NULL UNIQUE,
  variant  text NOT NULL CHECK (variant IN ('success', 'info', 'warning', 'danger'))
);
INSERT INTO covid_status (id, nama, variant) VALUES
  (1, 'Sehat', 'success'),
  (2, 'Bergejala Ringan', 'info'),
  (3, 'Kontak Erat', 'warning'),
  (4, 'Isolasi Mandiri', 'warning'),
  (5, 'Positif', 'danger');

-- One health declaration of an employee for a day (the pivot rows). `type` is where they work
-- that day; HR approves (approved, approval_at). Letters (surat) are `files` rows with owner_type
-- 'covid' and owner_id = id, stored under covid/{id}/{file}.
CREATE TABLE covid (
  id           serial PRIMARY KEY,
  pegawai_id   integer NOT NULL REFERENCES pegawai(id),
  kantor_id    integer REFERENCES kantor(id),          -- the employee's office when declared
  status_id    integer NOT NULL REFERENCES covid_status(id),
  tanggal      date NOT NULL,
  type         text NOT NULL CHECK (type IN ('wfo', 'wfh')),
  keterangan   text CHECK (keterangan IS NULL OR length(keterangan) <= 1000),
  approved     boolean NOT NULL DEFAULT false,
  approval_at  timestamptz,
  approved_by  integer REFERENCES users(id),
  created_by   integer REFERENCES users(id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  deleted_at   timestamptz,
  CHECK (approved = (approval_at IS NOT NULL))
);
CREATE UNIQUE INDEX covid_pegawai_tanggal_idx ON covid (pegawai_id, tanggal) WHERE deleted_at IS NULL;
CREATE INDEX covid_tanggal_idx ON covid (tanggal DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX covid_kantor_idx ON covid (kantor_id, tanggal) WHERE deleted_at IS NULL;
