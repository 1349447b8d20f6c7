-- The registers' lists over 20 000 employees (issue #22 bench: p95 ≤ 20 ms at 200 req/s). The
-- achievements register's default order is the latest year first, then the employee's name: with
-- the year indexed, a page reads one year's records (incremental sort by name) instead of joining
-- and sorting every record of the organisation.
CREATE INDEX pegawai_prestasi_tahun_idx ON pegawai_prestasi (tahun DESC, id);
