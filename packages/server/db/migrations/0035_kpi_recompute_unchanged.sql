-- Refreshing a period's KPI resume (issue #17 bench: 20 000 employees, target ≤ 2 s) rewrote every
-- indicator row, every assessment and every resume row, changed or not: ~2.2 s on this machine, and
-- 100 000 dead rows per click for autovacuum. Now each statement writes only the rows whose value
-- changes, the indicator score is computed from the row itself (no self join of kpi_penilaian), and an
-- assessment's total comes from one grouped pass instead of a sum per assessment.

-- Achievement % of one indicator row, capped by kpi_config (inlined by the planner: plain SQL, IMMUTABLE).
CREATE FUNCTION kpi_capaian(polaritas text, target numeric, realisasi numeric, minimum numeric, maksimum numeric)
RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN realisasi IS NULL THEN NULL
    ELSE least(maksimum, greatest(minimum, round(
      CASE WHEN polaritas = 'higher' THEN realisasi * 100 / target
           WHEN realisasi = 0 THEN maksimum
           ELSE target * 100 / realisasi END, 2)))
  END
$$;

CREATE OR REPLACE FUNCTION kpi_recompute(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE kpi_penilaian p SET
    capaian = kpi_capaian(p.polaritas, p.target, coalesce(p.realisasi_atasan, p.realisasi),
                          cfg.capaian_minimum, cfg.capaian_maksimum),
    nilai = round(kpi_capaian(p.polaritas, p.target, coalesce(p.realisasi_atasan, p.realisasi),
                              cfg.capaian_minimum, cfg.capaian_maksimum) * p.bobot / 100, 4)
  FROM kpi_config cfg
  WHERE p.event_pegawai_id = ANY(ids)
    AND (p.capaian, p.nilai) IS DISTINCT FROM (
      kpi_capaian(p.polaritas, p.target, coalesce(p.realisasi_atasan, p.realisasi), cfg.capaian_minimum, cfg.capaian_maksimum),
      round(kpi_capaian(p.polaritas, p.target, coalesce(p.realisasi_atasan, p.realisasi),
                        cfg.capaian_minimum, cfg.capaian_maksimum) * p.bobot / 100, 4));
  UPDATE kpi_event_pegawai e SET skor = t.skor, updated_at = now()
  FROM (
    SELECT e2.id, coalesce(sum(p.nilai), 0) AS skor
    FROM kpi_event_pegawai e2 LEFT JOIN kpi_penilaian p ON p.event_pegawai_id = e2.id
    WHERE e2.id = ANY(ids) GROUP BY e2.id
  ) t
  WHERE e.id = t.id AND e.skor IS DISTINCT FROM t.skor;
$$;

-- As in 0032, but a resume row is written only when one of its values changes (the count returned is
-- the rows written).
CREATE OR REPLACE FUNCTION kpi_refresh_resume(p_periode integer, p_pegawai integer[] DEFAULT NULL) RETURNS integer
LANGUAGE sql AS $$
  WITH src AS (
    SELECT DISTINCT ON (e.pegawai_id) e.id, e.pegawai_id, e.kantor_id, e.jabatan_id, round(e.skor, 2) AS skor,
           coalesce(a.status, 'draft') AS status
    FROM kpi_event_pegawai e
    JOIN kpi_event ev ON ev.id = e.event_id AND ev.periode_id = p_periode
    LEFT JOIN approval_request a ON a.type = 'kpi' AND a.subject_id = e.id
    WHERE p_pegawai IS NULL OR e.pegawai_id = ANY(p_pegawai)
    ORDER BY e.pegawai_id, e.id DESC
  ), pun AS (
    SELECT pp.pegawai_id, sum(pu.pengurang) AS pengurang
    FROM kpi_punishment_pegawai pp JOIN kpi_punishment pu ON pu.id = pp.punishment_id
    WHERE pp.periode_id = p_periode AND (p_pegawai IS NULL OR pp.pegawai_id = ANY(p_pegawai))
    GROUP BY pp.pegawai_id
  ), calc AS (
    SELECT s.*, coalesce(pun.pengurang, 0) AS pengurang,
           greatest(0, s.skor - coalesce(pun.pengurang, 0)) AS skor_akhir
    FROM src s LEFT JOIN pun ON pun.pegawai_id = s.pegawai_id
  ), del AS (
    DELETE FROM kpi_resume r WHERE r.periode_id = p_periode
      AND (p_pegawai IS NULL OR r.pegawai_id = ANY(p_pegawai))
      AND NOT EXISTS (SELECT 1 FROM src WHERE src.pegawai_id = r.pegawai_id)
  ), up AS (
    INSERT INTO kpi_resume (periode_id, pegawai_id, event_pegawai_id, kantor_id, jabatan_id, skor, pengurang,
                            skor_akhir, nilai, predikat, status, updated_at)
    SELECT p_periode, c.pegawai_id, c.id, c.kantor_id, c.jabatan_id, c.skor, c.pengurang, c.skor_akhir,
           r.nilai, r.predikat, c.status, now()
    FROM calc c
    LEFT JOIN LATERAL (SELECT nilai, predikat FROM kpi_rules WHERE batas_bawah <= c.skor_akhir
                       ORDER BY batas_bawah DESC LIMIT 1) r ON true
    ON CONFLICT (periode_id, pegawai_id) DO UPDATE SET
      event_pegawai_id = excluded.event_pegawai_id, kantor_id = excluded.kantor_id, jabatan_id = excluded.jabatan_id,
      skor = excluded.skor, pengurang = excluded.pengurang, skor_akhir = excluded.skor_akhir,
      nilai = excluded.nilai, predikat = excluded.predikat, status = excluded.status, updated_at = now()
    WHERE (kpi_resume.event_pegawai_id, kpi_resume.kantor_id, kpi_resume.jabatan_id, kpi_resume.skor,
           kpi_resume.pengurang, kpi_resume.skor_akhir, kpi_resume.nilai, kpi_resume.predikat, kpi_resume.status)
      IS DISTINCT FROM (excluded.event_pegawai_id, excluded.kantor_id, excluded.jabatan_id, excluded.skor,
           excluded.pengurang, excluded.skor_akhir, excluded.nilai, excluded.predikat, excluded.status)
    RETURNING 1
  )
  SELECT count(*)::integer FROM up
$$;

-- Room on each page for a row's next version: a score update touches no indexed column, so with free
-- space on the page PostgreSQL writes it as a heap-only tuple and leaves the indexes alone.
ALTER TABLE kpi_penilaian SET (fillfactor = 70);
ALTER TABLE kpi_event_pegawai SET (fillfactor = 80);
ALTER TABLE kpi_resume SET (fillfactor = 80);
