-- The counters of the per-route request limits (@fastify/rate-limit's store, decision 038). Kept in memory they
-- would be one count per process: with several worker processes or instances a client could make the limit
-- times their number of requests. Here every process counts in the same row, one per route and client key.
CREATE TABLE request_limit_hits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends_at timestamptz NOT NULL
);
-- Rows of windows long past are deleted now and then by the store itself.
CREATE INDEX request_limit_hits_window_ends_at ON request_limit_hits (window_ends_at);
