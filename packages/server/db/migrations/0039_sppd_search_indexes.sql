-- The trip list's text search (issue #16 bench, 10 000 trips): each of the three places a search
-- looks (destination, purpose, traveller) gets an index of its own, and the repository asks them as
-- a UNION of three index searches (sppd.repo.ts, searchedIds). As one OR over the columns,
-- PostgreSQL could use none of them and read every trip's texts: ~20 ms a search, now ~3–8 ms.
CREATE INDEX sppd_tujuan_trgm ON sppd USING gin (tujuan gin_trgm_ops);
CREATE INDEX sppd_keperluan_trgm ON sppd USING gin (keperluan gin_trgm_ops);
CREATE INDEX sppd_pegawai ON sppd (pegawai_id);
