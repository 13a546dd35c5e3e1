-- An inspection keeps its container's size, so a date range's 20/40-foot counts need no join.
-- Triggers keep it equal to the container's: whatever writes an inspection or corrects a
-- container's ISO code, the copy follows in the same transaction.
ALTER TABLE "inspections" ADD COLUMN "container_size" smallint;--> statement-breakpoint
UPDATE "inspections" SET "container_size" = "containers"."size" FROM "containers" WHERE "containers"."id" = "inspections"."container_id";--> statement-breakpoint
CREATE FUNCTION "inspection_container_size"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.container_size := (SELECT size FROM containers WHERE id = NEW.container_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "inspections_container_size" BEFORE INSERT OR UPDATE OF "container_id", "container_size" ON "inspections" FOR EACH ROW EXECUTE FUNCTION "inspection_container_size"();--> statement-breakpoint
CREATE FUNCTION "container_size_to_inspections"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE inspections SET container_size = NEW.size WHERE container_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "containers_size_to_inspections" AFTER UPDATE OF "size" ON "containers" FOR EACH ROW WHEN (OLD.size IS DISTINCT FROM NEW.size) EXECUTE FUNCTION "container_size_to_inspections"();--> statement-breakpoint
DROP INDEX "inspections_company_newest_idx";--> statement-breakpoint
CREATE INDEX "inspections_company_newest_idx" ON "inspections" USING btree ("company_id","inspection_date" DESC NULLS LAST,"inspection_time" DESC NULLS LAST,"id" DESC NULLS LAST,"container_size");
