-- Issue #13 (ADR 0019). The outbox viewer shows which template a message came from instead of its
-- body: bodies carry one-time reset and verification links, which nobody but the recipient may see.
ALTER TABLE outbox ADD COLUMN template text;

-- A verification link confirms a new address ('verify'); after a change, the old address gets an
-- 'undo' link for 7 days that restores it and ends every session (recovery-address takeover).
ALTER TABLE contact_verifications
  ADD COLUMN purpose text NOT NULL DEFAULT 'verify' CHECK (purpose IN ('verify', 'undo'));

-- A self-registered account (NPP + birth date) acts as an approver only after HR confirms it:
-- guessing a manager's NPP and birth date must not make the guesser approver of their staff.
ALTER TABLE users ADD COLUMN registration_confirmed boolean NOT NULL DEFAULT true;
