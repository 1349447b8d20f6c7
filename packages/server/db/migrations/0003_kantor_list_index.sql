-- Default order of the office list (GET /api/general/kantor): a page is read in index order
-- instead of sorting every office by name on each request.
CREATE INDEX kantor_list_order_idx ON kantor (kantor_level_id, nama, id) WHERE deleted_at IS NULL;
