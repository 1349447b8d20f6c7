-- Terminations of employment (PHK), issue #22: spec section 2 /pegawai/phk/*, section 3 PHK (type;
-- rows kategori.nama, nama, tahun, penyelenggara), section 7 /sdm/pegawai/x/phk (+GET type), file
-- event 19 (termination). No earlier table held terminations (the CV does not list them).
--   phk_type     the termination types (kategori): pensiun, mengundurkan diri, …
--   pegawai_phk  one termination per employee: its type, the date it takes effect (tanggal), the
--                decree number, who decided it (penyelenggara) and a note; decree files live in
--                `files` with owner_type 'pegawai_phk'.
--
-- The rule (ADR 0047): a termination ends the employee's active status on its date. pegawai.is_active
-- stays the one predicate every list, selector, check-in and approval resolver reads; the PHK
-- module is what turns it off when the date has come (at once for a date today or earlier, by its
-- scheduled job for a later date) and back on when the termination is deleted or moved later.
--   applied_at           when this termination ended the active status (null: its date has not come)
--   deactivated_pegawai  it was this termination that turned is_active off (the employee was active
--                        then), so only then does undoing it turn is_active on again.

CREATE TABLE phk_type (
  id          serial PRIMARY KEY,
  nama        text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

INSERT INTO phk_type (id, nama) VALUES
  (1, 'Pensiun Normal'),
  (2, 'Pensiun Dipercepat'),
  (3, 'Mengundurkan Diri'),
  (4, 'Meninggal Dunia'),
  (5, 'Diberhentikan karena Sanksi'),
  (6, 'Sakit Berkepanjangan'),
  (7, 'Berakhirnya Perjanjian Kerja');
SELECT setval(pg_get_serial_sequence('phk_type', 'id'), 7);

CREATE TABLE pegawai_phk (
  id                   serial PRIMARY KEY,
  pegawai_id           integer NOT NULL UNIQUE REFERENCES pegawai(id) ON DELETE CASCADE,
  type_id              integer NOT NULL REFERENCES phk_type(id),
  tanggal              date NOT NULL,
  nomor_sk             text,
  penyelenggara        text,
  keterangan           text,
  applied_at           timestamptz,
  deactivated_pegawai  boolean NOT NULL DEFAULT false,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now()
);
-- The register pages by newest date; filters by type and year; the job finds the dates that came.
CREATE INDEX pegawai_phk_tanggal_idx ON pegawai_phk (tanggal DESC, id DESC);
CREATE INDEX pegawai_phk_type_idx ON pegawai_phk (type_id);
CREATE INDEX pegawai_phk_pending_idx ON pegawai_phk (tanggal) WHERE applied_at IS NULL;

-- The employee search (migrations 0026/0027) finds active employees only: the employee list, the
-- selectors and the age report read active employees, and a terminated one must leave them all.
-- The bitmap heap scan reads each match's row anyway, so the added condition costs nothing.
CREATE OR REPLACE FUNCTION pegawai_search_rows(pattern text, with_npp boolean) RETURNS TABLE (id integer, nama text)
LANGUAGE plpgsql STABLE PARALLEL SAFE
SET enable_seqscan = off
ROWS 100
AS $$
BEGIN
  IF with_npp THEN
    RETURN QUERY SELECT p.id, p.nama FROM pegawai p
      WHERE p.is_active AND (p.nama ILIKE pattern OR p.npp ILIKE pattern
         OR p.jabatan_id = ANY (ARRAY(SELECT j.id FROM jabatan j WHERE j.nama ILIKE pattern))
         OR p.kantor_id = ANY (ARRAY(SELECT k.id FROM kantor k WHERE k.nama ILIKE pattern)));
  ELSE
    RETURN QUERY SELECT p.id, p.nama FROM pegawai p
      WHERE p.is_active AND (p.nama ILIKE pattern
         OR p.jabatan_id = ANY (ARRAY(SELECT j.id FROM jabatan j WHERE j.nama ILIKE pattern))
         OR p.kantor_id = ANY (ARRAY(SELECT k.id FROM kantor k WHERE k.nama ILIKE pattern)));
  END IF;
END
$$;
