-- The calendar's analytics count a character's exports and downloads (decision 117) as activity
-- kinds, added to the enum that Activity.kind became (decision 103).

-- AlterEnum
ALTER TYPE "ActivityKind" ADD VALUE 'cloud_export_finished';

-- AlterEnum
ALTER TYPE "ActivityKind" ADD VALUE 'file_downloaded';
