-- An acting official (PGS, pegawai_pgs) decides the approvals of the position they act for, only
-- during their period. The engine stores a step's approvers when the request goes out; an approver
-- who is there as an acting official names the assignment, and is an approver only while that
-- assignment exists and its period covers today (an edited or deleted assignment counts at once;
-- reads filter, housekeeping removes ended ones). NULL: a holder of the position or role.
-- No foreign key: a deleted assignment must leave the row (it then simply no longer counts).
ALTER TABLE approval_step_approver ADD COLUMN acting_pgs_id integer;
-- (The superior resolver finds acting officials through 0038's pegawai_pgs_jabatan_idx.)
