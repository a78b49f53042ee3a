-- A lesson video the seller uploaded in a format browsers cannot play is transcoded to
-- H.264/AAC MP4 by a job on the generation queue (decision 200).
ALTER TYPE "GenerationJobKind" ADD VALUE 'course_video';
