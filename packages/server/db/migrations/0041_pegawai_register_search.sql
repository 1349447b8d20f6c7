-- The HR registers of the CV's sub-records (/pegawai/family, /pegawai/pendidikan, /pegawai/prestasi;
-- issue #22) search the records' own text beside the employee's name and NPP (already indexed,
-- pegawai_nama_trgm, pegawai_npp_trgm). Trigram indexes let an ILIKE '%…%' on those texts use an
-- index instead of reading every row of the organisation (20 000 employees: some 20 000 family
-- members and 37 000 education records).
CREATE INDEX pegawai_family_nama_trgm ON pegawai_family USING gin (nama gin_trgm_ops);
CREATE INDEX pegawai_pendidikan_institusi_trgm ON pegawai_pendidikan USING gin (institusi gin_trgm_ops);
CREATE INDEX pegawai_pendidikan_jurusan_trgm ON pegawai_pendidikan USING gin (jurusan gin_trgm_ops);
CREATE INDEX pegawai_prestasi_search_trgm ON pegawai_prestasi USING gin (nama gin_trgm_ops, pemberi gin_trgm_ops);
