-- The dashboard's figures, each read off an index of its own (docs/performance.md).
DROP INDEX "inspections_report_idx";--> statement-breakpoint
CREATE INDEX "inspections_company_day_idx" ON "inspections" USING btree ("company_id","inspection_date","movement_id","condition");--> statement-breakpoint
CREATE INDEX "inspections_unreported_party_idx" ON "inspections" USING btree ("company_id","applicant_id","account_id","inspection_date") WHERE "inspections"."report_id" is null;--> statement-breakpoint
CREATE INDEX "inspections_edi_unsent_idx" ON "inspections" USING btree ("company_id","applicant_id","account_id") WHERE not "inspections"."edi_sent";--> statement-breakpoint
CREATE INDEX "inspections_ova_unsent_idx" ON "inspections" USING btree ("company_id","applicant_id","account_id") WHERE not "inspections"."ova_sent";--> statement-breakpoint
CREATE INDEX "inspections_call_idx" ON "inspections" USING btree ("company_id","vessel_id","voyage_id","container_id","movement_id");--> statement-breakpoint
CREATE INDEX "inspections_report_idx" ON "inspections" USING btree ("report_id","movement_id","container_size");