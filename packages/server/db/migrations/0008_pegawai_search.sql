-- Employee list (GET /api/sdm/pegawai): the search looks for a fragment in the employee's name and
-- npp (pegawai_nama_trgm, pegawai_npp_trgm) and in the names of positions and offices
-- (kantor_nama_trgm and this jabatan index); matching position/office ids then reach employees
-- through pegawai_jabatan_idx / pegawai_kantor_idx.
CREATE INDEX jabatan_nama_trgm ON jabatan USING gin (nama gin_trgm_ops);
-- Default order of the list: a page is read in index order instead of sorting every employee.
CREATE INDEX pegawai_list_order_idx ON pegawai (nama, id);
