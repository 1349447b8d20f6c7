-- The employee search's matching ids in one function (issue #12): the search stays one statement
-- on one round trip, and inside it the planner may not fall back to reading every employee.
--
-- Why: PostgreSQL prices `nama ILIKE '%frag%'` as cheap per row, so for the OR of name, npp,
-- position and office it prefers a sequential scan (≈25–70 ms at 20 000 employees on this class of
-- machine) to the trigram indexes (≈1–3 ms), with or without the value known. Until now the list
-- wrapped the statement in BEGIN; SET LOCAL enable_seqscan = off; …; COMMIT (four round trips).
-- A function's SET clause scopes the setting to the function's own queries, so the caller's
-- statement is a single prepared one. plpgsql caches the two query plans per connection.
CREATE FUNCTION pegawai_search_ids(pattern text, with_npp boolean) RETURNS SETOF integer
LANGUAGE plpgsql STABLE PARALLEL SAFE
SET enable_seqscan = off
ROWS 100
AS $$
BEGIN
  -- An npp is eight digits: a fragment without a digit leaves the npp index out (the caller knows).
  IF with_npp THEN
    RETURN QUERY SELECT p.id FROM pegawai p
      WHERE p.nama ILIKE pattern OR p.npp ILIKE pattern
         OR p.jabatan_id = ANY (ARRAY(SELECT j.id FROM jabatan j WHERE j.nama ILIKE pattern))
         OR p.kantor_id = ANY (ARRAY(SELECT k.id FROM kantor k WHERE k.nama ILIKE pattern));
  ELSE
    RETURN QUERY SELECT p.id FROM pegawai p
      WHERE p.nama ILIKE pattern
         OR p.jabatan_id = ANY (ARRAY(SELECT j.id FROM jabatan j WHERE j.nama ILIKE pattern))
         OR p.kantor_id = ANY (ARRAY(SELECT k.id FROM kantor k WHERE k.nama ILIKE pattern));
  END IF;
END
$$;
