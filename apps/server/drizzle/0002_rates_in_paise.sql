-- Party rates move from numeric rupees to whole paise. numeric(12,2) times 100 is a whole
-- numeric, so the cast to bigint is exact: 1500.50 becomes 150050, nothing is rounded.
ALTER TABLE "party_rates" ADD COLUMN "rate_paise" bigint;--> statement-breakpoint
UPDATE "party_rates" SET "rate_paise" = ("rate" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "party_rates" ALTER COLUMN "rate_paise" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "party_rates" DROP COLUMN "rate";--> statement-breakpoint
ALTER TABLE "party_rates" ADD CONSTRAINT "party_rates_rate_paise_check" CHECK ("party_rates"."rate_paise" >= 0);
