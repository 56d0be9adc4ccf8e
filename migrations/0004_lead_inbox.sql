-- The owner's inbox (/inbox, edge/inbox-api.ts): each lead's status, the owner's private notes on it, and who
-- changed what and when. Deleting a lead deletes its notes and its history with it.
ALTER TABLE form_submissions ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
  CHECK (status IN ('new', 'replied', 'won', 'lost', 'archived'));

CREATE INDEX form_submissions_by_received ON form_submissions (received_at);

CREATE TABLE lead_notes (
  id INTEGER PRIMARY KEY,
  submission_id TEXT NOT NULL REFERENCES form_submissions (id) ON DELETE CASCADE,
  body TEXT NOT NULL,
  -- The e-mail address Cloudflare Access signed the owner in with.
  author TEXT NOT NULL,
  -- ms since the epoch.
  created_at INTEGER NOT NULL
);

CREATE INDEX lead_notes_by_submission ON lead_notes (submission_id, created_at);

-- One row per change: a status set (detail is the new status) or a note added (detail is empty).
CREATE TABLE lead_history (
  id INTEGER PRIMARY KEY,
  submission_id TEXT NOT NULL REFERENCES form_submissions (id) ON DELETE CASCADE,
  change TEXT NOT NULL CHECK (change IN ('status', 'note')),
  detail TEXT NOT NULL,
  author TEXT NOT NULL,
  at INTEGER NOT NULL
);

CREATE INDEX lead_history_by_submission ON lead_history (submission_id, at);
