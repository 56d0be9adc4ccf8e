-- Each new submission's notice to the consultancy (edge/lead-notices.ts), sent from the table itself as an
-- outbox: 'pending' until the e-mail went, then 'sent'. A notice that failed waits until notice_due_at (ms
-- since the epoch) and is tried again; one being sent is held until notice_claimed_until, so two runs never
-- send it both. Submissions from before notices were sent are 'none': nobody is told of them now.
ALTER TABLE form_submissions ADD COLUMN notice_state TEXT NOT NULL DEFAULT 'none'
  CHECK (notice_state IN ('none', 'pending', 'sent'));
ALTER TABLE form_submissions ADD COLUMN notice_attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE form_submissions ADD COLUMN notice_due_at INTEGER NOT NULL DEFAULT 0;
ALTER TABLE form_submissions ADD COLUMN notice_claimed_until INTEGER NOT NULL DEFAULT 0;

CREATE INDEX form_submissions_by_notice ON form_submissions (notice_state, notice_due_at);
