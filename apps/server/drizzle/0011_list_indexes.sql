DROP INDEX "bills_company_date_idx";--> statement-breakpoint
DROP INDEX "mis_bills_company_date_idx";--> statement-breakpoint
DROP INDEX "reports_company_date_idx";--> statement-breakpoint
DROP INDEX "shipping_bills_date_idx";--> statement-breakpoint
CREATE INDEX "bills_company_party_date_idx" ON "bills" USING btree ("company_id","applicant_id","bill_date","id");--> statement-breakpoint
CREATE INDEX "reports_unbilled_idx" ON "reports" USING btree ("company_id","applicant_id","report_date","report_no") WHERE "reports"."bill_id" is null;--> statement-breakpoint
CREATE INDEX "containers_search_trgm_idx" ON "containers" USING gin ("number" gin_trgm_ops,"iso_code" gin_trgm_ops,"type_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "booking_numbers_search_trgm_idx" ON "booking_numbers" USING gin ("booking_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inspections_unreported_idx" ON "inspections" USING btree ("company_id","applicant_id","inspection_date" DESC NULLS LAST,"inspection_time" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "inspections"."report_id" is null;--> statement-breakpoint
CREATE INDEX "vcns_search_trgm_idx" ON "vcns" USING gin ("name" gin_trgm_ops,"import_rotation_no" gin_trgm_ops,"export_rotation_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vessels_search_trgm_idx" ON "vessels" USING gin ("name" gin_trgm_ops,"description" gin_trgm_ops,"call_sign" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "voyages_search_trgm_idx" ON "voyages" USING gin ("name" gin_trgm_ops,"description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bills_company_date_idx" ON "bills" USING btree ("company_id","bill_date","id");--> statement-breakpoint
CREATE INDEX "mis_bills_company_date_idx" ON "mis_bills" USING btree ("company_id","bill_date","id");--> statement-breakpoint
CREATE INDEX "reports_company_date_idx" ON "reports" USING btree ("company_id","report_date","report_no");--> statement-breakpoint
CREATE INDEX "shipping_bills_date_idx" ON "shipping_bills" USING btree ("company_id","sb_date","sb_no","container_no","id");