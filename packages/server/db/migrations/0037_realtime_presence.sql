-- Who is signed in now (/user/online, issue #23). Each server process holds its own SSE streams in
-- memory; to answer across processes, every open stream has a row here, written by the process that
-- holds it and kept fresh by its heartbeat. A process that dies leaves rows whose seen_at stops
-- moving: readers ignore rows older than a few heartbeats and the hub's purge deletes them.
CREATE TABLE realtime_connections (
  stream_id uuid PRIMARY KEY,
  instance_id uuid NOT NULL,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  session_id uuid NOT NULL,
  connected_at timestamptz NOT NULL DEFAULT now(),
  seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX realtime_connections_instance ON realtime_connections (instance_id);
CREATE INDEX realtime_connections_seen ON realtime_connections (seen_at);
