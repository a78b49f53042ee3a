-- Issue 42, item 9 (decision 306): a video lesson is done at 90 % watched, counted on the server.
ALTER TABLE "LessonProgress" ADD COLUMN "watchedSeconds" DOUBLE PRECISION NOT NULL DEFAULT 0;
