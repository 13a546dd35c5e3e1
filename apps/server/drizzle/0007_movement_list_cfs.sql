ALTER TABLE "movements" ADD COLUMN "needs_list_cfs" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The seeded movements the Advanced Container List asks a CFS for (001 §5): by the spec's ids,
-- and, in a company seeded after the first, by the names they were seeded with.
UPDATE "movements" SET "needs_list_cfs" = true
WHERE "id" IN (23, 24, 25, 42, 43)
   OR lower("name") IN ('import delivery to cfs', 'empty return from cfs', 'road out to cfs', 'empty in from cfs', 'empty out to cfs');
