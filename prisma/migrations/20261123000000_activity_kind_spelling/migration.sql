-- Finished generations were recorded as "generation-finished" while the dashboard reads
-- "generation_finished" (lib/activity), so they showed the raw kind; rename the old rows.
UPDATE "Activity" SET "kind" = 'generation_finished' WHERE "kind" = 'generation-finished';
