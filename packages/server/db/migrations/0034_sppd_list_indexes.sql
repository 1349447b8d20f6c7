-- The trip list at scale (issue #16 bench: 10 000 trips). Without an index on sppd_pejalan(sppd_id)
-- (the only one was partial, for employee travellers) every per-trip lookup of travellers and cost
-- sums read the whole table: one list request took 9–28 s. The list's order gets its own index so a
-- page of ten is read in order instead of sorting every trip.
CREATE INDEX sppd_pejalan_sppd ON sppd_pejalan (sppd_id);
CREATE INDEX sppd_tanggal_id ON sppd (tanggal_mulai DESC, id DESC);
