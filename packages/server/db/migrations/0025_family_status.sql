-- A family member's status (spec: /sdm/pegawai/x/family_status, /general/family/x/status): whether
-- the employee supports them (Tanggungan), not (Bukan Tanggungan) or they have died (Meninggal).
-- A name from the general list 'family_status', checked by the server like the CV's other closed
-- lists; null where nobody has said yet (rows from before this column).
ALTER TABLE pegawai_family ADD COLUMN status text CHECK (status IS NULL OR length(status) <= 50);
