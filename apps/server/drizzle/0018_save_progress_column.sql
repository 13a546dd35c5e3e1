ALTER TABLE "upload_batches" ADD COLUMN "save_progress" jsonb;--> statement-breakpoint
-- Written by hand: a save cut off before this version kept its progress in the batch's context;
-- it moves to the column, so the next save goes on from there.
UPDATE "upload_batches"
SET "save_progress" = "context"->'saveProgress', "context" = "context" - 'saveProgress'
WHERE "context" ? 'saveProgress';
