-- The sender's IPv6 /48 beside its address, for the per-network rate limit: one sender often holds a whole
-- /48, and would otherwise get the per-address limit once for each /64 in it. Empty for IPv4, and once the
-- rate limit's window has passed.
ALTER TABLE form_submissions ADD COLUMN network_key TEXT NOT NULL DEFAULT '';

CREATE INDEX form_submissions_by_network ON form_submissions (network_key, received_at);
