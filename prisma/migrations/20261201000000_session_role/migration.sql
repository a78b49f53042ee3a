-- The role a session was signed in with (issue 29, decision 170). A session is an operator's only
-- when both it and its user are, so raising a user's role never raises a session that already
-- existed, and lowering it takes effect at once. Sessions from before this migration count as
-- buyers': an operator signs in again once.
ALTER TABLE "Session" ADD COLUMN "role" "UserRole" NOT NULL DEFAULT 'buyer';
