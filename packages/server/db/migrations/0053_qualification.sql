-- Qualifications (kualifikasi), issue #22: spec section 2 /qualification (index, not 8; jabatan,
-- pangkat, kantor: 60 or 57), section 3 "Qualification pangkat, jabatan, kantor", section 7
-- /sdm/qualification/x/ resources. ADR 0052.
--   qualification  what is required of whoever holds a position (jabatan), a rank (pangkat) or works
--                  at an office (kantor): one named requirement per row, with a note. `kind` says
--                  which of the three the row belongs to; exactly its own reference is set.
-- The lists count the active employees each requirement applies to (holders of the position or
-- rank, staff of the office): partial indexes of the active employees by position, rank and office
-- answer each count from the index alone (the sort by that count takes one per row of the kind).

CREATE TABLE qualification (
  id          serial PRIMARY KEY,
  kind        text NOT NULL CHECK (kind IN ('jabatan', 'pangkat', 'kantor')),
  jabatan_id  integer REFERENCES jabatan(id) ON DELETE CASCADE,
  pangkat_id  integer REFERENCES pangkat(id) ON DELETE CASCADE,
  kantor_id   integer REFERENCES kantor(id) ON DELETE CASCADE,
  nama        text NOT NULL CHECK (length(btrim(nama)) BETWEEN 1 AND 255),
  keterangan  text CHECK (length(keterangan) <= 2000),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT qualification_one_target CHECK (
    (kind = 'jabatan') = (jabatan_id IS NOT NULL)
    AND (kind = 'pangkat') = (pangkat_id IS NOT NULL)
    AND (kind = 'kantor') = (kantor_id IS NOT NULL)
  )
);
-- One requirement of a name per position, rank or office; the same name may serve many of them.
CREATE UNIQUE INDEX qualification_jabatan_key ON qualification (jabatan_id, lower(nama)) WHERE kind = 'jabatan';
CREATE UNIQUE INDEX qualification_pangkat_key ON qualification (pangkat_id, lower(nama)) WHERE kind = 'pangkat';
CREATE UNIQUE INDEX qualification_kantor_key ON qualification (kantor_id, lower(nama)) WHERE kind = 'kantor';
CREATE INDEX qualification_kind_idx ON qualification (kind, id);

CREATE INDEX pegawai_active_jabatan_idx ON pegawai (jabatan_id) WHERE is_active;
CREATE INDEX pegawai_active_pangkat_idx ON pegawai (pangkat_id) WHERE is_active;
CREATE INDEX pegawai_active_kantor_idx ON pegawai (kantor_id) WHERE is_active;
