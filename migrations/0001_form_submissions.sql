-- Contact messages and intake submissions received by /api/forms (functions/api/forms.ts). The id is the
-- outbox entry's id, which is also its Idempotency-Key: the outbox may deliver one entry more than once.
CREATE TABLE form_submissions (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('contact', 'intake')),
  -- When the visitor submitted the form (their clock, ISO 8601).
  created_at TEXT NOT NULL,
  -- When the edge stored it (ms since the epoch).
  received_at INTEGER NOT NULL,
  -- The form's fields as JSON.
  fields TEXT NOT NULL,
  -- A salted hash of the sender's address, for the per-address rate limit; never the address itself.
  client_key TEXT NOT NULL
);

CREATE INDEX form_submissions_by_client ON form_submissions (client_key, received_at);
