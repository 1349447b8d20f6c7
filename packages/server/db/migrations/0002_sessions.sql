-- Sessions as first-class rows: one per login (= refresh-token family = the JWT's sid claim).
-- Revoking a session is one row update, which access-token checks can cache and other server
-- processes learn about through NOTIFY session_revoked.

CREATE TABLE user_sessions (
  id              uuid PRIMARY KEY,
  user_id         integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at      timestamptz NOT NULL DEFAULT now(),
  refreshed_at    timestamptz NOT NULL DEFAULT now(),
  expires_at      timestamptz NOT NULL,
  revoked_at      timestamptz,
  revoked_reason  text,
  ip              text,
  user_agent      text
);
CREATE INDEX user_sessions_user_active_idx ON user_sessions(user_id) WHERE revoked_at IS NULL;

ALTER TABLE refresh_tokens
  ADD CONSTRAINT refresh_tokens_family_fk FOREIGN KEY (family_id) REFERENCES user_sessions(id) ON DELETE CASCADE;

-- Log-in names and e-mail addresses are matched case-insensitively.
CREATE UNIQUE INDEX users_name_lower_idx ON users (lower(name));
CREATE INDEX users_email_lower_idx ON users (lower(email));
CREATE INDEX pegawai_npp_trgm ON pegawai USING gin (npp gin_trgm_ops);
CREATE INDEX password_resets_user_idx ON password_resets(user_id);

-- Counters of @fastify/rate-limit, shared by every server process. UNLOGGED: losing them in a
-- crash only resets the counters, and it keeps the hot upsert cheap.
CREATE UNLOGGED TABLE rate_limit_hits (
  key       text PRIMARY KEY,
  count     integer NOT NULL,
  reset_at  timestamptz NOT NULL
);
